import { describe, expect, it } from "vitest";
import { EMBED_MESSAGES, iframeSrcOf, validateEmbed } from "./embed.rules.ts";

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
