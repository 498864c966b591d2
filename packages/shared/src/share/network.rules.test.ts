import { describe, expect, it } from "vitest";
import {
  canShareTo,
  isConfirmShareMedia,
  isSelfShareMedia,
  isSmartShareMedia,
  networkKindOf,
  networkRefusal,
  networkRefusalMessage,
  type ShareablePost,
  shareableNetworks,
} from "./network.rules.ts";

const post = (type: string, extra: Partial<ShareablePost> = {}): ShareablePost => ({
  type,
  hasAnimatedImage: false,
  linkedinVideoUrn: null,
  ...extra,
});
const web = { labs: [] as string[], platform: "web" as const };
const mobile = { labs: [] as string[], platform: "mobile" as const };
const labs = (...l: string[]) => ({ labs: l, platform: "web" as const });

describe("network kinds and share media (catalogue §3)", () => {
  it.each([
    "Facebook",
    "Xing",
    "Twitter",
    "Linkedin",
    "Instagram",
    "Generic",
    "Google",
    "Microsoft",
    "WeChat",
  ])("the spec's kind %s is known by its name in any case", (kind) => {
    expect(networkKindOf(kind.toLowerCase())).toBe(kind);
    expect(networkKindOf(kind.toUpperCase())).toBe(kind);
  });
  it.each([
    ["linkedin", "Linkedin"],
    ["TWITTER", "Twitter"],
    ["wechat", "WeChat"],
    ["viadeo", null],
  ])("networkKindOf(%s) = %s", (name, kind) => expect(networkKindOf(name)).toBe(kind));
  it.each(["linkedin", "twitter", "facebook", "xing", "viadeo", "generic"])(
    "%s: smart, confirm and self-share sets",
    (m) => {
      expect(isSmartShareMedia(m)).toBe(m === "linkedin" || m === "twitter");
      expect(isConfirmShareMedia(m)).toBe(m === "facebook" || m === "xing");
      expect(isSelfShareMedia(m)).toBe(m === "facebook" || m === "xing" || m === "generic");
    },
  );
});

describe("networkRefusal (core §5 network limits by type)", () => {
  it.each([
    // shareable types only
    ["linkedin", post("survey"), web, "type"],
    ["twitter", post("survey"), web, "type"],
    ["linkedin", post("link"), web, null],
    ["linkedin", post("article"), web, null],
    ["twitter", post("link"), web, null],
    ["facebook", post("link"), web, null],
    ["xing", post("article"), web, null],
    ["generic", post("link"), web, null],
    // Viadeo always excluded
    ["viadeo", post("link"), web, "excluded"],
    ["viadeo", post("link"), labs("video_sharing_lab"), "excluded"],
    // sign-in kinds are not share networks
    ["google", post("link"), web, "excluded"],
    ["microsoft", post("link"), web, "excluded"],
    ["myspace", post("link"), web, "unknown"],
    // images: image-capable networks only, never Facebook
    ["linkedin", post("image"), web, null],
    ["twitter", post("image"), web, null],
    ["facebook", post("image"), web, "image"],
    ["facebook", post("image"), labs("video_sharing_lab"), "image"],
    ["xing", post("image"), web, "image"],
    ["instagram", post("image"), mobile, null],
    // video: Facebook and Instagram need the video sharing lab
    ["twitter", post("video"), web, null],
    ["facebook", post("video"), web, "video"],
    ["facebook", post("video"), labs("video_sharing_lab"), null],
    ["instagram", post("video"), mobile, "video"],
    ["instagram", post("video"), { labs: ["video_sharing_lab"], platform: "mobile" as const }, null],
    ["xing", post("video"), labs("video_sharing_lab"), "video"],
    // LinkedIn video: the LinkedIn lab or a video URN
    ["linkedin", post("video"), web, "video"],
    ["linkedin", post("video"), labs("video_sharing_lab"), "video"],
    ["linkedin", post("video"), labs("video_linkedin_sharing_lab"), null],
    ["linkedin", post("video", { linkedinVideoUrn: "urn:li:video:1" }), web, null],
    // documents: LinkedIn only
    ["linkedin", post("document"), web, null],
    ["twitter", post("document"), web, "document"],
    ["facebook", post("document"), web, "document"],
    ["generic", post("document"), web, "document"],
    // Instagram and WeChat are mobile-only
    ["instagram", post("link"), web, "mobileOnly"],
    ["wechat", post("link"), web, "mobileOnly"],
    ["wechat", post("link"), mobile, null],
    // GIFs: LinkedIn and Twitter only
    ["linkedin", post("image", { hasAnimatedImage: true }), web, null],
    ["twitter", post("image", { hasAnimatedImage: true }), web, null],
    ["generic", post("image", { hasAnimatedImage: true }), web, "animatedImage"],
    ["instagram", post("image", { hasAnimatedImage: true }), mobile, "animatedImage"],
    ["facebook", post("link", { hasAnimatedImage: true }), web, "animatedImage"],
  ] as const)("%s · %o · %o → %s", (network, p, env, expected) => {
    expect(networkRefusal(network, p, env)).toBe(expected);
    expect(canShareTo(network, p, env)).toBe(expected === null);
  });

  it("drops the networks failing a check, keeping the order", () => {
    const networks = ["facebook", "linkedin", "viadeo", "twitter", "xing"];
    expect(shareableNetworks(networks, post("image"), web)).toEqual(["linkedin", "twitter"]);
    expect(shareableNetworks(networks, post("link"), web)).toEqual([
      "facebook",
      "linkedin",
      "twitter",
      "xing",
    ]);
    expect(shareableNetworks(networks, post("document"), web)).toEqual(["linkedin"]);
  });

  it.each([
    ["facebook", "image", "Image posts cannot be shared to Facebook"],
    ["linkedin", "video", "Video posts cannot be shared to LinkedIn"],
    ["twitter", "document", "Document posts can be shared to LinkedIn only"],
    ["viadeo", "excluded", "Sharing to Viadeo is not available"],
  ] as const)("message for %s/%s", (network, refusal, message) => {
    expect(networkRefusalMessage(network, refusal)).toBe(message);
  });
});
