import { describe, expect, it } from "vitest";
import { type EditablePost, type PostEditor, postWritePolicy } from "./post-write.policy.ts";

const post: EditablePost = { createdBy: "owner", contentWriterId: "writer", channelIds: ["news", "events"] };
const rows: [string, PostEditor, boolean][] = [
  ["the owner", { userId: "owner", managed: [] }, true],
  ["the content writer", { userId: "writer", managed: [] }, true],
  ["a manager of one of its channels", { userId: "chloe", managed: ["events"] }, true],
  ["a manager (all channels)", { userId: "ada", managed: "all" }, true],
  ["a manager of other channels", { userId: "gustav", managed: ["sales"] }, false],
  ["a reader", { userId: "emma", managed: [] }, false],
];

describe("post write policy", () => {
  for (const action of ["update", "delete"] as const) {
    it.each(rows)(`${action}: %s → %s`, (_who, actor, expected) => {
      expect(postWritePolicy[action](actor, post)).toBe(expected);
    });
  }
  it("a post without a content writer is not editable by a user without an id match", () => {
    expect(postWritePolicy.update({ userId: "x", managed: [] }, { ...post, contentWriterId: null })).toBe(
      false,
    );
  });
});
