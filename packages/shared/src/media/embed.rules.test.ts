import { describe, expect, it } from "vitest";
import {
  EMBED_IFRAME_HOSTNAMES,
  EMBED_MESSAGES,
  EMBED_PROVIDERS,
  embedAttributeValue,
  embedNetworkOf,
  iframeSrcOf,
  validateEmbed,
} from "./embed.rules.ts";

const FB =
  "https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Facme%2Fposts%2F123&width=500";
const LI = "https://www.linkedin.com/embed/feed/update/urn:li:share:7012345678901234567";

describe("embeds (core §5)", () => {
  it.each([
    { network: "facebook", value: FB, src: FB },
    {
      network: "facebook",
      value: `<iframe src="${FB.replace("&", "&amp;")}" width="500" height="600"></iframe>`,
      src: FB,
    },
    { network: "facebook", value: "https://www.facebook.com/acme/posts/123", src: null },
    { network: "facebook", value: "http://www.facebook.com/plugins/post.php?href=x", src: null },
    {
      network: "facebook",
      value: `<iframe src="https://evil.example/plugins/post.php?href=x"></iframe>`,
      src: null,
    },
    { network: "facebook", value: LI, src: null },
    { network: "linkedin", value: LI, src: LI },
    {
      network: "linkedin",
      value: "https://www.linkedin.com/embed/feed/update/urn:li:ugcPost:123",
      src: "https://www.linkedin.com/embed/feed/update/urn:li:ugcPost:123",
    },
    {
      network: "linkedin",
      value: "https://www.linkedin.com/embed/feed/update/urn:li:activity:9?compact=1",
      src: "https://www.linkedin.com/embed/feed/update/urn:li:activity:9?compact=1",
    },
    {
      network: "linkedin",
      value: `<iframe src="${LI}" height="500" width="504" frameborder="0" allowfullscreen="" title="Embedded post"></iframe>`,
      src: LI,
    },
    {
      network: "linkedin",
      value: "https://www.linkedin.com/embed/feed/update/urn:li:comment:123",
      src: null,
    },
    { network: "linkedin", value: `<iframe src="${LI}"></iframe><script>alert(1)</script>`, src: null },
    { network: "linkedin", value: `${LI}"><script>`, src: null },
  ] as const)("$network $value → $src", ({ network, value, src }) => {
    const result = validateEmbed(network, value);
    if (src === null) expect(result).toEqual({ valid: false, message: EMBED_MESSAGES[network] });
    else expect(result).toEqual({ valid: true, src });
  });

  it("reads the src of a lone iframe only", () => {
    expect(iframeSrcOf(`<iframe width='1' src='a'></iframe>`)).toBe("a");
    expect(iframeSrcOf(`<div></div>`)).toBeNull();
    expect(iframeSrcOf(`<iframe></iframe>`)).toBeNull();
  });
});

describe("the embed allow-list (issue 9)", () => {
  it.each([
    [LI, "linkedin"],
    [FB, "facebook"],
    ["http://www.linkedin.com/embed/feed/update/urn:li:share:1", null],
    ["//www.linkedin.com/embed/feed/update/urn:li:share:1", null],
    ["https://linkedin.com/embed/feed/update/urn:li:share:1", null],
    ["https://www.linkedin.com.evil.example/embed/feed/update/urn:li:share:1", null],
    ["https://www.linkedin.com@evil.example/embed/feed/update/urn:li:share:1", null],
    ["https://user:pw@www.linkedin.com/embed/feed/update/urn:li:share:1", null],
    ["https://www.linkedin.com:443/embed/feed/update/urn:li:share:1", null],
    ["https:\t//www.linkedin.com/embed/feed/update/urn:li:share:1", null],
    ["https://www.linkedin.com/embed/feed/update/urn:li:share:1\n", null],
    ["HTTPS://WWW.LINKEDIN.COM/embed/feed/update/urn:li:share:1", null],
    ["https://www.facebook.com/plugins/video.php?href=x", null],
    ['https://www.facebook.com/plugins/post.php?href=x"onload="y', null],
    ["javascript:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
    ["not a url", null],
  ])("%s → %s", (src, network) => {
    expect(embedNetworkOf(src)).toBe(network);
  });

  it.each([
    ["src", LI, LI],
    ["src", "https://evil.example/", null],
    ["width", "504", "504"],
    ["width", "100%", "100%"],
    ["width", "expression(alert(1))", null],
    ["height", "12345", null],
    ["allow", "autoplay; camera; clipboard-write", "autoplay; clipboard-write"],
    ["allow", "geolocation *", null],
    ["allowfullscreen", "", ""],
    ["allowfullscreen", "javascript:x", null],
    ["frameborder", "0", "0"],
    ["loading", "lazy", "lazy"],
    ["loading", "soon", null],
    ["referrerpolicy", "no-referrer", "no-referrer"],
    ["referrerpolicy", "unsafe-url", null],
    ["title", "Embedded post", "Embedded post"],
    ["srcdoc", "<script>alert(1)</script>", null],
    ["onload", "alert(1)", null],
    ["style", "position:fixed", null],
    ["sandbox", "allow-scripts allow-same-origin", null],
  ])("attribute %s=%j → %j", (name, value, kept) => {
    expect(embedAttributeValue(name, value)).toBe(kept);
  });

  it("lists only https origins, whose hosts the sanitiser allows", () => {
    for (const provider of EMBED_PROVIDERS) expect(new URL(provider.origin).protocol).toBe("https:");
    expect(EMBED_IFRAME_HOSTNAMES).toEqual(["www.facebook.com", "www.linkedin.com"]);
  });
});
