import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineEndpoint, endpointPath, endpointQueryString, endpointTags, routerPath } from "./endpoint.ts";

const editComment = defineEndpoint({
  method: "PUT",
  path: "/api/comment/{commentId}",
  summary: "Edit a comment",
  params: z.object({ commentId: z.string() }),
  body: z.object({ text: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

const decide = defineEndpoint({
  method: "POST",
  path: "/api/post3/{postId}/channel/{channelId}/status",
  summary: "Decide",
  tag: "post",
  response: z.object({}),
});

describe("endpointPath", () => {
  it("fills each path parameter, URL-encoded", () => {
    expect(endpointPath(editComment, { commentId: "a/b c" })).toBe("/api/comment/a%2Fb%20c");
    expect(endpointPath(decide, { postId: "p1", channelId: "c2" })).toBe("/api/post3/p1/channel/c2/status");
  });

  it("refuses a missing or empty parameter instead of calling a wrong URL", () => {
    expect(() => endpointPath(editComment, {})).toThrow(/commentId/);
    expect(() => endpointPath(decide, { postId: "p1", channelId: "" })).toThrow(/channelId/);
  });
});

describe("endpointQueryString", () => {
  it("leaves out unset values and repeats array keys", () => {
    expect(endpointQueryString({ q: "a&b", page: 2, skip: undefined, none: null, id: ["x", "y"] })).toBe(
      "?q=a%26b&page=2&id=x&id=y",
    );
  });

  it("is empty when nothing is set", () => {
    expect(endpointQueryString(undefined)).toBe("");
    expect(endpointQueryString({ a: undefined })).toBe("");
  });
});

describe("routerPath and endpointTags", () => {
  it("turns catalogue parameters into Fastify's", () => {
    expect(routerPath(decide)).toBe("/api/post3/:postId/channel/:channelId/status");
  });

  it("tags by the first segment under /api unless told", () => {
    expect(endpointTags(editComment)).toEqual(["comment"]);
    expect(endpointTags(decide)).toEqual(["post"]);
    expect(endpointTags({ ...editComment, path: "/auth/password" })).toEqual(["auth"]);
    expect(endpointTags({ ...decide, tag: ["channel", "group"] })).toEqual(["channel", "group"]);
  });
});
