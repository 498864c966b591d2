// @vitest-environment jsdom
import type { Role } from "@chorus/shared/access/roles";
import type { Session2 } from "@chorus/shared/session/session.contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browser } from "../../../lib/browser.ts";
import { errorResponse, type FakeRoute, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderFeedAs(
  session: Session2,
  options: { canPostOnBehalf?: boolean; routes?: FakeRoute } = {},
) {
  const server = installFakeServer({ session, ...options });
  const view = renderApp("/");
  const nav = await screen.findByRole("navigation", { name: "Main" });
  return { ...view, server, nav };
}

const tabLabels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("listitem")
    .map((item) => item.textContent?.trim());

async function openMenu(nav: HTMLElement, label: string) {
  await userEvent.setup().click(within(nav).getByRole("button", { name: label }));
  const menu = await screen.findByRole("menu");
  return within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent?.trim());
}

/** Core §2 and §6 with the demo company (groups on, channel manager feature on, no labs, resources shown). */
const EXPECTED_TABS: Record<Role, string[]> = {
  sharer: ["Posts", "Resources"],
  channel_analyst: ["Posts", "Resources", "Analytics"],
  channel_manager: ["Posts", "Resources", "Analytics", "My Channels"],
  group_admin: ["Posts", "Resources", "Analytics", "Administration"],
  admin: ["Posts", "Resources", "Analytics", "Administration"],
  partner: ["Posts", "Resources", "Analytics", "Administration"],
  smarper: ["Posts", "Resources", "Analytics", "Administration"],
};

describe("navbar tabs per role", () => {
  for (const [role, expected] of Object.entries(EXPECTED_TABS) as [Role, string[]][]) {
    it(`${role} sees ${expected.join(", ")}`, async () => {
      const { nav } = await renderFeedAs(makeSession(role));
      expect(tabLabels(nav)).toEqual(expected);
    });
  }

  it("shows Perks instead when groups are off and rewards are on", async () => {
    const { nav } = await renderFeedAs(makeSession("sharer", { company: { isGroupEnabled: false } }));
    expect(tabLabels(nav)).toEqual(["Posts", "Resources", "Perks"]);
  });

  it("hides Resources when the company hides them, and shows People with the directory lab", async () => {
    const { nav } = await renderFeedAs(
      makeSession("sharer", {
        company: { isHideResourcesEnabled: true, smarpLabList: ["employee_directory_lab"] },
      }),
    );
    expect(tabLabels(nav)).toEqual(["Posts", "People"]);
  });

  it("gives a sharer Published and My Posts in the Posts dropdown", async () => {
    const { nav } = await renderFeedAs(makeSession("sharer"));
    expect(await openMenu(nav, "Posts")).toEqual(["Published", "My Posts"]);
  });

  it("adds Post on Behalf when the session enhancement allows posting", async () => {
    const { nav } = await renderFeedAs(makeSession("sharer"), { canPostOnBehalf: true });
    // The enhancement arrives after the feed's and sidebars' first calls; give a busy machine time.
    await waitFor(
      async () => {
        expect(await openMenu(nav, "Posts")).toContain("Post on Behalf");
      },
      { timeout: 5000 },
    );
  });

  it("gives a channel manager the curation entries of the Posts dropdown", async () => {
    const { nav } = await renderFeedAs(makeSession("channel_manager"));
    expect(await openMenu(nav, "Posts")).toEqual([
      "Published",
      "My Posts",
      "Proposed",
      "Scheduled",
      "Archived",
      "Rejected",
    ]);
  });

  it("gives an admin Users, Groups, Teams (NEW until viewed) and Settings under Administration", async () => {
    localStorage.removeItem("chorus.teams.viewed");
    const { nav } = await renderFeedAs(makeSession("admin"));
    expect(await openMenu(nav, "Administration")).toEqual([
      "Users",
      "Groups",
      "TeamsNEW",
      "Settings",
      "Email outbox",
    ]);
  });

  it("drops the Teams NEW badge once the Teams page was viewed", async () => {
    localStorage.setItem("chorus.teams.viewed", "1");
    const { nav } = await renderFeedAs(makeSession("group_admin"));
    expect(await openMenu(nav, "Administration")).toEqual(["Users", "Teams", "Settings"]);
    localStorage.removeItem("chorus.teams.viewed");
  });

  it("adds Companies for a smarper", async () => {
    const { nav } = await renderFeedAs(makeSession("smarper"));
    expect(await openMenu(nav, "Administration")).toEqual([
      "Users",
      "Groups",
      "TeamsNEW",
      "Settings",
      "Companies",
      "Email outbox",
    ]);
  });

  it("links a group admin's Settings to the company page", async () => {
    const { nav } = await renderFeedAs(makeSession("group_admin"));
    await userEvent.setup().click(within(nav).getByRole("button", { name: "Administration" }));
    expect(await screen.findByRole("menuitem", { name: "Settings" })).toHaveAttribute(
      "href",
      "/company/65a000000000000000000001",
    );
    expect(screen.queryByRole("menuitem", { name: "Groups" })).not.toBeInTheDocument();
  });

  it("shows the Smarper entry in Analytics only to a smarper", async () => {
    const { nav } = await renderFeedAs(makeSession("smarper"));
    expect(await openMenu(nav, "Analytics")).toEqual(["Workforce Insights", "Posts", "Users", "Smarper"]);
  });

  it("links the logo to the published feed", async () => {
    await renderFeedAs(makeSession("sharer"));
    expect(screen.getByRole("link", { name: "Chorus, published posts" })).toHaveAttribute(
      "href",
      "/?type=published",
    );
  });

  it("offers the same entries plus Notifications in the toggle menu", async () => {
    await renderFeedAs(makeSession("admin"));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open the menu" }));
    const menu = await screen.findByRole("navigation", { name: "Menu" });
    for (const label of ["Posts", "Analytics", "Administration"]) {
      expect(within(menu).getByRole("button", { name: label })).toHaveAttribute("aria-expanded");
    }
    expect(within(menu).getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/resource");
    expect(within(menu).getByRole("link", { name: "Published" })).toHaveAttribute("href", "/?type=published");
    expect(within(menu).getByRole("link", { name: "Notifications" })).toHaveAttribute(
      "href",
      "/notifications",
    );
  });
});

describe("profile menu", () => {
  const longName = { firstName: "Bartholomew", lastName: "Featherstonehaugh-Smythe" };

  it("shows the name truncated at 30 characters and the role label", async () => {
    await renderFeedAs(makeSession("admin", { user: longName }));
    expect(screen.getByText("Bartholomew Featherstonehau...")).toBeInTheDocument();
    expect(screen.getByText("Company Admin")).toBeInTheDocument();
  });

  /** Access §2: a sharer may invite when the group allows sharer invites (GET /api/user/invitation/setup). */
  const referralSetup =
    (canInvite: boolean) =>
    ({ path }: { path: string }) =>
      path === "/api/user/invitation/setup"
        ? jsonResponse(200, { canInvite, fullMode: false, domainList: ["acme.example"], defaultMessage: "" })
        : undefined;

  it("lists the profile entries, with Terms of Service, Privacy Policy and Get the app when enabled", async () => {
    await renderFeedAs(makeSession("sharer"), { routes: referralSetup(true) });
    await userEvent.setup().click(screen.getByRole("button", { name: /profile menu/i }));
    const items = within(await screen.findByRole("menu"))
      .getAllByRole("menuitem")
      .map((item) => item.textContent?.trim());
    expect(items).toEqual([
      "Account settings",
      "Dashboard",
      "Invite colleagues",
      "Language settings",
      "Bookmarks",
      "Help",
      "Terms of Service",
      "Privacy Policy",
      "Log Out",
      "Get the app",
    ]);
  });

  it("leaves out Invite colleagues for a sharer whose group does not allow invites", async () => {
    await renderFeedAs(makeSession("sharer"), { routes: referralSetup(false) });
    await userEvent.setup().click(screen.getByRole("button", { name: /profile menu/i }));
    await screen.findByRole("menu");
    expect(screen.queryByRole("menuitem", { name: "Invite colleagues" })).not.toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Language settings" })).toBeInTheDocument();
  });

  it("hides Terms of Service, Privacy Policy and Get the app when the company turns them off", async () => {
    await renderFeedAs(
      makeSession("sharer", { company: { isTosEnabled: false, isGetMobileAppDisabled: true } }),
    );
    await userEvent.setup().click(screen.getByRole("button", { name: /profile menu/i }));
    await screen.findByRole("menu");
    for (const label of ["Terms of Service", "Privacy Policy", "Get the app"]) {
      expect(screen.queryByRole("menuitem", { name: label })).not.toBeInTheDocument();
    }
  });

  it("lists the switchable roles, marks the active one, saves another and reloads", async () => {
    const reload = vi.spyOn(browser, "reload").mockImplementation(() => {});
    const session = makeSession("smarper");
    const server = installFakeServer({
      session,
      routes: (r) =>
        r.method === "PUT" && r.path === "/api/session" ? jsonResponse(200, session) : undefined,
    });
    renderApp("/");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /profile menu/i }));
    const radios = await screen.findAllByRole("menuitemradio");
    expect(radios.map((r) => r.textContent?.trim())).toEqual(["Smarper", "Partner", "Company Admin"]);
    expect(screen.getByRole("menuitemradio", { name: "Smarper" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("menuitemradio", { name: "Partner" })).toHaveAttribute("aria-checked", "false");
    await user.click(screen.getByRole("menuitemradio", { name: "Partner" }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const put = server.requests.find((r) => r.method === "PUT");
    expect(put).toMatchObject({ path: "/api/session", body: { role: "partner" } });
  });

  it("shows a role switch failure in the alert area", async () => {
    const reload = vi.spyOn(browser, "reload").mockImplementation(() => {});
    installFakeServer({
      session: makeSession("admin", { user: { managingChannelIdList: ["65a0000000000000000000c1"] } }),
      routes: (r) =>
        r.method === "PUT" ? errorResponse(403, "403.1", "You may not take this role") : undefined,
    });
    renderApp("/");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /profile menu/i }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Channel Manager" }));
    const alerts = await screen.findByRole("region", { name: "Alerts" });
    expect(await within(alerts).findByRole("alert")).toHaveTextContent("You may not take this role");
    expect(reload).not.toHaveBeenCalled();
  });

  it("logs out through /auth/out", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    await renderFeedAs(makeSession("sharer"));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /profile menu/i }));
    await user.click(await screen.findByRole("menuitem", { name: "Log Out" }));
    expect(assign).toHaveBeenCalledWith("/auth/out");
  });
});
