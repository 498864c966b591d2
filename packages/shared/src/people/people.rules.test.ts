import { describe, expect, it } from "vitest";
import type { Role } from "../access/roles.ts";
import { grantableRoles, mayAdministerRole } from "./people.rules.ts";

describe("grantableRoles (access §6 invite role choices)", () => {
  it.each<[Role, boolean, Role[]]>([
    ["sharer", true, ["sharer"]],
    ["channel_analyst", true, ["sharer"]],
    ["channel_manager", true, ["sharer"]],
    ["group_admin", true, ["sharer", "group_admin"]],
    ["group_admin", false, ["sharer"]],
    ["admin", true, ["sharer", "group_admin", "admin"]],
    ["admin", false, ["sharer", "admin"]],
    ["partner", true, ["sharer", "group_admin", "admin", "partner"]],
    ["smarper", true, ["sharer", "group_admin", "admin", "partner", "smarper"]],
    ["smarper", false, ["sharer", "admin", "partner", "smarper"]],
  ])("%s with groups %s grants %j", (caller, groups, expected) => {
    expect(grantableRoles(caller, groups)).toEqual(expected);
  });
});

describe("mayAdministerRole", () => {
  it.each<[Role, Role, boolean]>([
    ["admin", "sharer", true],
    ["admin", "channel_manager", true],
    ["admin", "group_admin", true],
    ["admin", "admin", true],
    ["admin", "partner", false],
    ["admin", "smarper", false],
    ["partner", "partner", true],
    ["partner", "smarper", false],
    ["smarper", "smarper", true],
    ["group_admin", "sharer", true],
    ["group_admin", "channel_analyst", true],
    ["group_admin", "group_admin", true],
    ["group_admin", "admin", false],
    ["channel_manager", "sharer", false],
    ["sharer", "sharer", false],
  ])("%s over %s: %s", (caller, target, expected) => {
    expect(mayAdministerRole(caller, true, target)).toBe(expected);
  });

  it("a group admin cannot reach another group admin where groups are off", () => {
    expect(mayAdministerRole("group_admin", false, "group_admin")).toBe(false);
  });
});
