import { describe, expect, it } from "vitest";
import {
  COLLABORATION_APPROVED_TOAST,
  COLLABORATION_DENIED_TOAST,
  COLLABORATION_STATUSES,
  type CollaborationStatus,
  collaborationToast,
  mayMoveTo,
  postOnBehalfOf,
} from "./behalf.rules.ts";

describe("mayMoveTo: pending → approved | rejected only", () => {
  const allowed = new Set(["pending→approved", "pending→rejected"]);
  for (const from of COLLABORATION_STATUSES)
    for (const to of COLLABORATION_STATUSES) {
      const expected = allowed.has(`${from}→${to}`);
      it(`${from} → ${to}: ${expected}`, () => expect(mayMoveTo(from, to)).toBe(expected));
    }
});

describe("collaborationToast", () => {
  it.each([
    ["approved", COLLABORATION_APPROVED_TOAST],
    ["rejected", COLLABORATION_DENIED_TOAST],
    ["pending", null],
  ] as [CollaborationStatus, string | null][])("%s → %j", (status, toast) =>
    expect(collaborationToast(status)).toBe(toast),
  );
});

describe("postOnBehalfOf", () => {
  const c = (status: CollaborationStatus, post: boolean, share: boolean) => ({
    status,
    isPostCreationEnabled: post,
    isExternalShareEnabled: share,
  });
  it.each([
    [[], { canShare: false, canPost: false }],
    [[c("pending", true, true)], { canShare: false, canPost: false }],
    [[c("rejected", true, true)], { canShare: false, canPost: false }],
    [[c("approved", true, false)], { canShare: false, canPost: true }],
    [[c("approved", false, true)], { canShare: true, canPost: false }],
    [[c("approved", true, false), c("approved", false, true)], { canShare: true, canPost: true }],
  ])("%j → %j", (list, expected) => expect(postOnBehalfOf(list)).toEqual(expected));
});
