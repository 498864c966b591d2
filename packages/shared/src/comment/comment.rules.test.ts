import { describe, expect, it } from "vitest";
import { areCommentsEnabled, COMMENT_DELETE_PERMISSION, commentAbilities } from "./comment.rules.ts";

const AUTHOR = "aaaaaaaaaaaaaaaaaaaaaaaa";
const OTHER = "bbbbbbbbbbbbbbbbbbbbbbbb";

describe("comment abilities (core §6)", () => {
  it.each([
    ["the author without the permission", AUTHOR, false, { canEdit: true, canDelete: true }],
    ["the author with the permission", AUTHOR, true, { canEdit: true, canDelete: true }],
    ["someone else with the delete permission", OTHER, true, { canEdit: false, canDelete: true }],
    ["someone else without it", OTHER, false, { canEdit: false, canDelete: false }],
  ])("%s", (_who, actorUserId, hasDeletePermission, expected) => {
    expect(commentAbilities({ actorUserId, addedBy: AUTHOR, hasDeletePermission })).toEqual(expected);
  });

  it("names the delete permission per target (core §5)", () => {
    expect(COMMENT_DELETE_PERMISSION).toEqual({ post: "PostsPublishAll", resource: "ResourceCuration" });
  });
});

describe("comments enabled (core §5)", () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])("company %s, target %s → %s", (company, target, expected) => {
    expect(areCommentsEnabled({ commentEnabled: company }, { commentEnabled: target })).toBe(expected);
  });
});
