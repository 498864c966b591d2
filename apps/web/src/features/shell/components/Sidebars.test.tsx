// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderApp } from "../../../test/render-app.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const viewport = (wide: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("min-width") ? wide : !wide,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));

describe("sidebars that stay in view", () => {
  it("marks both desktop sidebars sticky", async () => {
    viewport(true);
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
    viewport(false);
    installFakeServer({ session: makeSession("sharer") });
    renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Published" }, { timeout: 8000 });
    const engagement = await screen.findByRole("complementary", { name: "Points and leaderboard" });
    expect(engagement).not.toHaveAttribute("data-sticky");
    expect(screen.queryByRole("complementary", { name: "Channels" })).not.toBeInTheDocument();
  });
});
