import { describe, expect, it } from "vitest";
import { isCurator, isManager, mayTakeRole, ROLES, type Role, switchableRoles } from "./roles.ts";

const none: string[] = [];
const one = ["0123456789abcdef01234567"];

describe("switchableRoles (core §6)", () => {
  it.each<[Role, string[], string[], Role[]]>([
    ["sharer", none, none, ["sharer"]],
    ["sharer", one, none, ["channel_manager"]],
    ["sharer", none, one, ["channel_analyst"]],
    ["channel_manager", one, one, ["channel_manager", "channel_analyst"]],
    ["group_admin", none, none, ["group_admin"]],
    ["admin", none, none, ["admin"]],
    ["admin", one, none, ["admin", "channel_manager"]],
    ["partner", none, none, ["partner", "admin"]],
    ["smarper", none, none, ["smarper", "partner", "admin"]],
  ])("%s managing %j analysing %j → %j", (role, managing, analysing, expected) => {
    expect(
      switchableRoles({ role, managingChannelIdList: managing, analysingChannelIdList: analysing }),
    ).toEqual(expected);
  });

  it("always lets a user return to the stored role, and nothing beyond the list", () => {
    const partner = { role: "partner" as const, managingChannelIdList: none, analysingChannelIdList: none };
    expect(mayTakeRole(partner, "partner")).toBe(true);
    expect(mayTakeRole(partner, "admin")).toBe(true);
    expect(mayTakeRole(partner, "smarper")).toBe(false);
    expect(mayTakeRole(partner, "sharer")).toBe(false);
  });
});

describe("isManager", () => {
  it("is admin, partner and smarper only", () => {
    expect(ROLES.filter(isManager)).toEqual(["admin", "partner", "smarper"]);
  });
});

describe("isCurator (core §6: Proposed and Scheduled for admin-level, group admin, channel manager)", () => {
  it("holds for exactly those roles", () => {
    expect(ROLES.filter((role: Role) => isCurator(role))).toEqual([
      "channel_manager",
      "group_admin",
      "admin",
      "partner",
      "smarper",
    ]);
  });
});
