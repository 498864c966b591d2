// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browser } from "../lib/browser.ts";
import { installFakeServer, jsonResponse } from "../test/fake-server.ts";
import { makeSession } from "../test/fixtures/sessions.ts";
import { renderApp } from "../test/render-app.tsx";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A screen is loaded on demand: its first import is transformed during the test, so allow it a few seconds.
const heading = (name: string) => screen.findByRole("heading", { level: 1, name }, { timeout: 8000 });

describe("routing", () => {
  it("shows the published feed at / and the feed type from ?type=", async () => {
    installFakeServer({ session: makeSession("sharer") });
    renderApp("/?type=incoming");
    expect(await heading("Proposed")).toBeInTheDocument();
  });

  it("redirects an old hash location /#/x to /x", async () => {
    installFakeServer({ session: makeSession("sharer") });
    const { router } = renderApp("/#/profile/settings?tab=language");
    expect(await heading("Account settings")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/profile/settings");
    expect(router.state.location.search).toBe("?tab=language");
    expect(router.state.location.hash).toBe("");
  });

  it("sends #/iframe… to the external page keeping the hash", async () => {
    const replace = vi.spyOn(browser, "replace").mockImplementation(() => {});
    installFakeServer({ session: makeSession("sharer") });
    renderApp("/#/iframe?postId=65a000000000000000000abc");
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith("/external.html#/iframe?postId=65a000000000000000000abc"),
    );
  });

  it("shows 'Unauthorized' when a sharer opens /team", async () => {
    installFakeServer({ session: makeSession("sharer") });
    const { router } = renderApp("/team");
    expect(await heading("Unauthorized")).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/team");
  });

  it("opens /team for a group admin", async () => {
    installFakeServer({ session: makeSession("group_admin") });
    renderApp("/team");
    expect(await heading("Teams")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New team" })).toBeInTheDocument();
  });

  it("refuses /groups to an admin when groups are off", async () => {
    installFakeServer({ session: makeSession("admin", { company: { isGroupEnabled: false } }) });
    renderApp("/groups");
    expect(await heading("Unauthorized")).toBeInTheDocument();
  });

  it("shows the Unauthorized page at /unauthorized", async () => {
    installFakeServer();
    renderApp("/unauthorized");
    expect(await heading("Unauthorized")).toBeInTheDocument();
  });

  it("sends unknown locations to the feed", async () => {
    installFakeServer({ session: makeSession("sharer") });
    const { router } = renderApp("/no/such/place");
    expect(await heading("Published")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends a signed-out visitor on a private route to /account", async () => {
    installFakeServer({ session: null });
    const { router } = renderApp("/profile/dashboard");
    expect(await screen.findByRole("button", { name: "Log in" }, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/account");
  });

  it("sends an expired session (x-no-session) to the login page", async () => {
    installFakeServer({
      routes: (r) =>
        r.path === "/api/session"
          ? jsonResponse(
              200,
              { isLoggedIn: true, userId: null, role: null, companyId: null },
              { "x-csrf-token": "t" },
            )
          : r.path === "/api/session2"
            ? jsonResponse(401, { code: "401.0", message: "You need to sign in" }, { "x-no-session": "1" })
            : undefined,
    });
    const { router } = renderApp("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    expect(await screen.findByRole("button", { name: "Log in" }, { timeout: 8000 })).toBeInTheDocument();
  });

  it("goes to /maintenance when the status check reports maintenance", async () => {
    installFakeServer({ session: makeSession("sharer"), maintenance: true });
    const { router } = renderApp("/");
    expect(await heading("Chorus is under maintenance")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/maintenance");
  });

  it("goes to /suspended when the company's subscription is suspended", async () => {
    installFakeServer({ session: makeSession("admin", { company: { isSubscriptionSuspended: true } }) });
    const { router } = renderApp("/user");
    expect(await heading("Subscription suspended")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/suspended");
  });

  it("renders skip links to the main content and the featured posts, which take the focus", async () => {
    installFakeServer({ session: makeSession("sharer") });
    renderApp("/");
    await heading("Published");
    const toContent = screen.getByRole("link", { name: "Skip to Content" });
    const toFeatured = screen.getByRole("link", { name: "Skip to Featured Post" });
    toContent.click();
    expect(document.activeElement).toBe(screen.getByRole("main"));
    toFeatured.click();
    expect(document.activeElement).toBe(screen.getByRole("complementary", { name: "Featured posts" }));
    expect(screen.getByRole("complementary", { name: "Channels" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© ${new Date().getFullYear()} Chorus`);
  });

  it("drops the sidebars and the featured skip link on full-screen areas", async () => {
    installFakeServer({ session: makeSession("admin") });
    renderApp("/user");
    await heading("Users");
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Skip to Featured Post" })).not.toBeInTheDocument();
  });
});
