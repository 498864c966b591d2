// @vitest-environment jsdom
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makePost } from "../../../test/fixtures/posts.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { ReportedObserver, stubViewport } from "../../../test/viewport.ts";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

describe("sidebars that stay in view", () => {
  it("marks both desktop sidebars sticky", async () => {
    stubViewport(true);
    installFakeServer({ session: makeSession("sharer") });
    renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Published" }, { timeout: 8000 });
    const channels = await screen.findByRole("complementary", { name: "Channels" });
    expect(channels).toHaveAttribute("data-sticky", "true");
    expect(screen.getByRole("complementary", { name: "Featured posts" })).toHaveAttribute(
      "data-sticky",
      "true",
    );
  });

  it("lets the engagement widgets follow the page below 1100 px", async () => {
    stubViewport(false);
    installFakeServer({ session: makeSession("sharer") });
    renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Published" }, { timeout: 8000 });
    const engagement = await screen.findByRole("complementary", { name: "Points and leaderboard" });
    expect(engagement).not.toHaveAttribute("data-sticky");
    expect(screen.queryByRole("complementary", { name: "Channels" })).not.toBeInTheDocument();
  });
});

/** The feed at a phone's or a wide screen's width, one featured post, the observer reported by the test. */
function renderFeedWithFeatured(wide: boolean) {
  stubViewport(wide);
  ReportedObserver.reset();
  vi.stubGlobal("IntersectionObserver", ReportedObserver);
  installFakeServer({
    session: makeSession("sharer"),
    routes: ({ path }) =>
      path.startsWith("/api/post3/widgets")
        ? jsonResponse(200, {
            widgetList: [{ type: "featured", postList: [makePost({ title: "Featured town hall" })] }],
          })
        : undefined,
  });
  renderApp("/");
}

describe("what follows the feed on a phone", () => {
  it("is drawn only once scrolled near: the engagement widgets and the featured posts", async () => {
    renderFeedWithFeatured(false);
    await screen.findByRole("heading", { level: 1, name: "Published" }, { timeout: 8000 });
    // The skip link's target is there from the start; what it holds waits.
    const featured = await screen.findByRole("complementary", { name: "Featured posts" });
    expect(within(featured).queryByTestId("featured-large")).not.toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Points and leaderboard" })).not.toBeInTheDocument();

    act(() => ReportedObserver.scrollNear());
    expect(await screen.findByRole("complementary", { name: "Points and leaderboard" })).toBeVisible();
    expect(await within(featured).findByTestId("featured-large")).toHaveTextContent("Featured town hall");
  });

  it("draws the featured posts at once beside the feed of a wide screen", async () => {
    renderFeedWithFeatured(true);
    const featured = await screen.findByRole("complementary", { name: "Featured posts" }, { timeout: 8000 });
    expect(await within(featured).findByTestId("featured-large")).toHaveTextContent("Featured town hall");
  });
});
