import { describe, expect, it } from "vitest";
import { sessionFixture } from "../test/session-fixture.ts";
import { adminMenu, analyticsMenu, navTabs, postsMenu } from "./navigation.rules.ts";
import type { Role } from "./roles.ts";

const ctx = (role: Role, o: Parameters<typeof sessionFixture>[1] = {}, canPostOnBehalf = false) => ({
  session: sessionFixture(role, o),
  canPostOnBehalf,
});

describe("navbar tabs per role (core §6), groups on, rewards on, no labs", () => {
  it.each<[Role, string[]]>([
    ["sharer", ["posts", "resources"]],
    ["channel_analyst", ["posts", "resources", "analytics"]],
    ["channel_manager", ["posts", "resources", "analytics", "myChannels"]],
    ["group_admin", ["posts", "resources", "analytics", "administration"]],
    ["admin", ["posts", "resources", "analytics", "administration"]],
    ["partner", ["posts", "resources", "analytics", "administration"]],
    ["smarper", ["posts", "resources", "analytics", "administration"]],
  ])("%s sees %j", (role, tabs) => {
    expect(navTabs(ctx(role))).toEqual(tabs);
  });

  it("shows Perks only when groups are off and rewards on", () => {
    expect(navTabs(ctx("sharer", { company: { isGroupEnabled: false } }))).toContain("perks");
    expect(
      navTabs(ctx("sharer", { company: { isGroupEnabled: false, RewardEnabled: false } })),
    ).not.toContain("perks");
  });

  it("shows People with the directory lab, except to managers and group admins", () => {
    const lab = { company: { smarpLabList: ["employee_directory_lab"] } };
    expect(navTabs(ctx("sharer", lab))).toContain("people");
    expect(navTabs(ctx("admin", lab))).not.toContain("people");
    expect(navTabs(ctx("group_admin", lab))).not.toContain("people");
  });

  it("shows Email to managers with the newsletter lab, and to group admins only with the further lab", () => {
    const email = { company: { smarpLabList: ["email_newsletters_lab"] } };
    expect(navTabs(ctx("admin", email))).toContain("email");
    expect(navTabs(ctx("group_admin", email))).not.toContain("email");
    const both = { company: { smarpLabList: ["email_newsletters_lab", "group_admin_newsletters_lab"] } };
    expect(navTabs(ctx("group_admin", both))).toContain("email");
    expect(navTabs(ctx("sharer", both))).not.toContain("email");
  });

  it("hides Resources when the company hides them and shows Social feed with its lab (user flag)", () => {
    expect(navTabs(ctx("sharer", { company: { isHideResourcesEnabled: true } }))).not.toContain("resources");
    expect(navTabs(ctx("sharer", { user: { smarpFeatureMap: { social_feed_lab: true } } }))).toContain(
      "socialFeed",
    );
  });

  it("hides My Channels when the channel manager feature is off", () => {
    expect(navTabs(ctx("channel_manager", { company: { isChannelManagerEnabled: false } }))).not.toContain(
      "myChannels",
    );
  });
});

describe("Posts dropdown", () => {
  it.each<[Role, string[]]>([
    ["sharer", ["published", "own"]],
    ["channel_analyst", ["published"]],
    ["channel_manager", ["published", "own", "incoming", "scheduled", "archived", "rejected"]],
    ["group_admin", ["published", "incoming", "scheduled", "archived"]],
    ["admin", ["published", "incoming", "scheduled", "archived", "rejected"]],
    ["smarper", ["published", "incoming", "scheduled", "archived", "rejected"]],
  ])("%s → %j", (role, entries) => {
    expect(postsMenu(ctx(role))).toEqual(entries);
  });

  it("drops My Posts when only admins may post, shows Archived to all when archived reading is on, and Post on Behalf with canPost", () => {
    expect(postsMenu(ctx("sharer", { company: { postCreation: { adminsOnlyPosting: true } } }))).toEqual([
      "published",
    ]);
    expect(postsMenu(ctx("sharer", { company: { isArchivedReadEnabled: true } }))).toContain("archived");
    expect(postsMenu(ctx("sharer", {}, true))).toEqual(["published", "pob", "own"]);
  });
});

describe("Administration and Analytics menus", () => {
  it.each<[Role, string[]]>([
    ["sharer", []],
    ["channel_manager", []],
    ["group_admin", ["users", "teams", "settings"]],
    ["admin", ["users", "groups", "teams", "settings", "outbox"]],
    ["partner", ["users", "groups", "teams", "settings", "companies", "outbox"]],
    ["smarper", ["users", "groups", "teams", "settings", "companies", "outbox"]],
  ])("%s administration → %j", (role, entries) => {
    expect(adminMenu(ctx(role))).toEqual(entries);
  });

  it("hides Groups when groups are off", () => {
    expect(adminMenu(ctx("admin", { company: { isGroupEnabled: false } }))).toEqual([
      "users",
      "teams",
      "settings",
      "outbox",
    ]);
  });

  it("adds the smarper analytics entry for smarper only", () => {
    expect(analyticsMenu(ctx("smarper"))).toEqual(["workforce", "posts", "users", "smarper"]);
    expect(analyticsMenu(ctx("admin"))).toEqual(["workforce", "posts", "users"]);
    expect(analyticsMenu(ctx("sharer"))).toEqual([]);
  });
});
