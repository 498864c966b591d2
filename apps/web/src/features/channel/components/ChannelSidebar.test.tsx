// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeChannel } from "../../../test/fixtures/posts.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { CHANNEL_ONBOARDING_COOKIE } from "../onboarding.ts";
import { ChannelSidebar } from "./ChannelSidebar.tsx";

// Mantine renders a lot under jsdom; give slow machines room.
vi.setConfig({ testTimeout: 20_000 });

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test's cookie
  document.cookie = `${CHANNEL_ONBOARDING_COOKIE}=; Max-Age=0; Path=/`;
};
beforeEach(clearCookie);
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookie();
});

const CAREERS = "65a0000000000000000000c3";
const LEADERSHIP = "65a0000000000000000000c2";

function setup(triggeredEventList: string[] = [], path = "/") {
  const server = installFakeServer({
    routes: ({ path: url }) => {
      if (url === "/api/channel?list=true")
        return jsonResponse(200, [
          makeChannel({ _id: CAREERS, name: "Careers", subscriptionStatus: true }),
          makeChannel({ _id: LEADERSHIP, name: "Leadership", isPrivate: true, subscriptionStatus: true }),
          makeChannel({ _id: "65a0000000000000000000c9", name: "Not mine", subscriptionStatus: false }),
        ]);
      if (url === "/api/channel?groupedBy=group") return jsonResponse(200, []);
      if (url === "/api/user/me/event")
        return jsonResponse(200, {
          _id: "65a00000000000000000a001",
          triggeredEventList: ["channel_onboarding_archived"],
          isFresh: false,
        });
      return undefined;
    },
  });
  const view = renderUi(<ChannelSidebar />, {
    path,
    session: makeSession("sharer", { user: { triggeredEventList } }),
  });
  return { ...view, server, user: userEvent.setup() };
}

describe("Channels widget", () => {
  it("lists My feed and the subscribed channels, a lock on private ones, and links that set channelId", async () => {
    const { user, router } = setup([], "/?type=published");
    const nav = screen.getByRole("navigation", { name: "Channels" });
    await within(nav).findByRole("link", { name: "Careers" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["My feed", "Careers", "Leadership"]);
    expect(within(nav).getByLabelText("Private channel")).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "My feed" })).toHaveAttribute("aria-current", "page");
    await user.click(within(nav).getByRole("link", { name: "Careers" }));
    expect(router.state.location.search).toBe(`?type=published&channelId=${CAREERS}`);
    expect(within(nav).getByRole("link", { name: "Careers" })).toHaveAttribute("aria-current", "page");
    await user.click(within(nav).getByRole("link", { name: "My feed" }));
    expect(router.state.location.search).toBe("?type=published");
  });
});

describe("Customize your feed card", () => {
  it("is hidden once the user triggered channel_onboarding_archived", () => {
    setup(["channel_onboarding_archived"]);
    expect(screen.queryByRole("heading", { name: "Customize your feed" })).not.toBeInTheDocument();
  });

  it("'Later' hides it and sets the 1-day closed cookie", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("heading", { name: "Customize your feed" })).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${CHANNEL_ONBOARDING_COOKIE}=1`);
  });

  it("stays hidden while the cookie lasts", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the card's cookie
    document.cookie = `${CHANNEL_ONBOARDING_COOKIE}=1; Path=/`;
    setup();
    expect(screen.queryByRole("heading", { name: "Customize your feed" })).not.toBeInTheDocument();
  });

  it("'Get started' opens Customize My Feed; closing it reloads the feed", async () => {
    const { user, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.click(screen.getByRole("button", { name: "Get started" }));
    const dialog = await screen.findByRole("dialog", { name: "Customize My Feed" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ["post", "feed"] }));
  });

  it("'Get started' records channel_onboarding_archived once the modal is closed, then refetches the session", async () => {
    const { user, server, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const events = () => server.requests.filter((r) => r.path === "/api/user/me/event");
    await user.click(screen.getByRole("button", { name: "Get started" }));
    const dialog = await screen.findByRole("dialog", { name: "Customize My Feed" });
    expect(events()).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect(events()).toEqual([
        {
          method: "POST",
          path: "/api/user/me/event",
          body: { _id: "me", triggeredEventList: ["channel_onboarding_archived"] },
        },
      ]),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ["session", "session2"] }));
  });

  it("'Later' records no event, and Customize My Feed opened from its own button records none either", async () => {
    const { user, server } = setup();
    await user.click(screen.getByRole("button", { name: "Later" }));
    await user.click(screen.getByRole("button", { name: "Customize My Feed" }));
    const dialog = await screen.findByRole("dialog", { name: "Customize My Feed" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.requests.filter((r) => r.path === "/api/user/me/event")).toEqual([]);
  });
});
