import { describe, expect, it } from "vitest";
import { makePost } from "../../test/fixtures/posts.ts";
import { makeSession } from "../../test/fixtures/sessions.ts";
import { defaultShareTime, networkOptions, scheduleBounds, signatureFor } from "./share-options.ts";

const company = {
  SocnetOrderedSet: (["Linkedin", "Twitter", "Facebook", "Xing"] as const).map((Name) => ({
    Name,
    SharingPoint: 10,
    authEnabled: true,
  })),
  SocnetMap: { Twitter: { Signature: "#acme" } },
};
const offered = (options: ReturnType<typeof networkOptions>) =>
  options.filter((o) => o.unavailableReason === null).map((o) => o.network);

describe("networkOptions (the shared rules, per post type)", () => {
  const session = makeSession("sharer", { company });

  it.each([
    ["article", ["linkedin", "twitter", "facebook", "xing", "generic"]],
    ["link", ["linkedin", "twitter", "facebook", "xing", "generic"]],
    ["image", ["linkedin", "twitter", "generic"]],
    ["video", ["twitter", "generic"]],
    ["document", ["linkedin"]],
    ["survey", []],
  ] as const)("offers a %s post to %j", (type, networks) => {
    expect(offered(networkOptions(makePost({ type }), session))).toEqual(networks);
  });

  it("says why a network is not offered", () => {
    const options = networkOptions(makePost({ type: "image" }), session);
    expect(options.find((o) => o.network === "facebook")?.unavailableReason).toBe(
      "Image posts cannot be shared to Facebook",
    );
  });

  it("offers a video to LinkedIn with the lab, and to Facebook with the video sharing lab", () => {
    const labs = makeSession("sharer", {
      company: { ...company, smarpLabList: ["video_linkedin_sharing_lab", "video_sharing_lab"] },
    });
    expect(offered(networkOptions(makePost({ type: "video" }), labs))).toEqual([
      "linkedin",
      "twitter",
      "facebook",
      "generic",
    ]);
  });

  it("keeps GIF posts to LinkedIn and Twitter (and the link)", () => {
    expect(offered(networkOptions(makePost({ type: "image", hasAnimatedImage: true }), session))).toEqual([
      "linkedin",
      "twitter",
    ]);
  });

  it("limits a post to its own networks when it names some", () => {
    const entry = { sharePoint: 5, commentSet: [], shareCount: 0, shareStatus: "not shared" as const };
    const options = networkOptions(makePost({ socnetSet: { twitter: entry } }), session);
    expect(offered(options)).toEqual(["twitter", "generic"]);
    expect(options.find((o) => o.network === "linkedin")?.unavailableReason).toBe(
      "This post is not offered for LinkedIn",
    );
  });

  it("reads the company signature by network kind", () => {
    expect(signatureFor(session, "twitter")).toBe("#acme");
    expect(signatureFor(session, "linkedin")).toBe("");
  });
});

describe("defaultShareTime (access §5)", () => {
  const at = (h: number, m: number) => new Date(2026, 2, 10, h, m, 12);
  it.each([
    [at(10, 23), new Date(2026, 2, 10, 11, 0)],
    [at(6, 30), new Date(2026, 2, 10, 8, 0)],
    [at(0, 5), new Date(2026, 2, 10, 8, 0)],
    [at(7, 0), new Date(2026, 2, 10, 8, 0)],
    [at(21, 59), new Date(2026, 2, 10, 22, 0)],
    [at(22, 30), new Date(2026, 2, 11, 8, 0)],
    [at(23, 59), new Date(2026, 2, 11, 8, 0)],
  ])("at %s defaults to %s", (now, expected) => {
    expect(defaultShareTime(now)).toEqual(expected);
  });
});

describe("scheduleBounds (core §5)", () => {
  it("runs from now to the post's archive date", () => {
    const now = new Date("2026-03-10T10:00:00Z");
    expect(scheduleBounds({ archivedAt: "2026-03-20T00:00:00.000Z" }, now)).toEqual({
      minDate: now,
      maxDate: new Date("2026-03-20T00:00:00.000Z"),
    });
    expect(scheduleBounds({ archivedAt: null }, now).maxDate).toBeUndefined();
  });
});
