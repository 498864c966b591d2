import type { MailingBlock } from "@chorus/shared/mailing/mailing.contract";
import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { postLinksOf } from "./campaign-links.ts";
import { type NewsletterInput, personalize, renderNewsletter } from "./newsletter-render.ts";

const POST = {
  id: "0123456789abcdef01234567",
  title: "Our <new> office",
  excerpt: "Opening & more",
  imageUrl: "https://cdn.example/office.jpg",
};
const FEATURED = [
  { id: "aaaaaaaaaaaaaaaaaaaaaaaa", title: "Featured one", excerpt: "", imageUrl: null },
  { id: "bbbbbbbbbbbbbbbbbbbbbbbb", title: "Featured two", excerpt: "Second", imageUrl: null },
];
const BLOCKS: MailingBlock[] = [
  { type: "heading", id: "h", text: "Hello <team>" },
  { type: "text", id: "t", text: 'First paragraph.\n\nSecond "quoted" paragraph.' },
  { type: "post", id: "p", postId: POST.id },
  { type: "featured", id: "f", limit: 2 },
  { type: "image", id: "i", url: "https://cdn.example/banner.png", alt: "Banner", href: "/feed" },
  { type: "button", id: "b", label: "Open the app", url: "https://acme.example/" },
  { type: "divider", id: "d" },
];

const input = (o: Partial<NewsletterInput> = {}): NewsletterInput => ({
  subject: "Weekly",
  preheader: "The week in short",
  brand: { companyName: "Acme", highlightColor: "#123456", logoUrl: "https://cdn.example/logo.png" },
  appUrl: "https://acme.chorus.example",
  blocks: BLOCKS,
  posts: new Map([[POST.id, POST]]),
  featured: FEATURED,
  shareNetworks: ["linkedin", "twitter"],
  ...o,
});

/** Parse errors of an HTML document, as a browser's parser reports them. */
function parseErrors(html: string): string[] {
  const errors: string[] = [];
  parse(html, { onParseError: (e) => errors.push(`${e.code} at ${e.startLine}:${e.startCol}`) });
  return errors;
}

describe("newsletter rendering", () => {
  it("is a well-formed, responsive HTML document with every block, people's text escaped", async () => {
    const { html } = await renderNewsletter(input());
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(parseErrors(html)).toEqual([]);
    expect(html).toContain("@media only screen and (min-width:480px)");
    expect(html).toContain("Hello &lt;team&gt;");
    expect(html).not.toContain("<team>");
    expect(html).toContain("Our &lt;new&gt; office");
    expect(html).toContain("Second &quot;quoted&quot; paragraph.");
    expect(html).toContain("Featured one");
    expect(html).toContain("Featured two");
    expect(html).toContain('href="https://acme.chorus.example/feed"');
    expect(html).toContain("The week in short");
    expect(html).toContain("#123456");
    expect(html).toContain('src="https://cdn.example/logo.png"');
  });

  it("links Read more and Share to the post with the newsletter source the login redirect knows", async () => {
    const { html, text } = await renderNewsletter(input());
    const readMore = `https://acme.chorus.example/preview/${POST.id}?utm_source=newsletter&amp;utm_medium=email`;
    expect(html).toContain(`href="${readMore}"`);
    expect(html).toContain(`/sharepost/${POST.id}/linkedin?utm_source=newsletter&amp;utm_medium=email`);
    expect(text).toContain(
      `Read more: https://acme.chorus.example/preview/${POST.id}?utm_source=newsletter&utm_medium=email`,
    );
    expect(text).toContain(
      `Share on X: https://acme.chorus.example/sharepost/${POST.id}/twitter?utm_source=newsletter&utm_medium=email`,
    );
  });

  it("has a plain-text part with every block in order and no markup", async () => {
    const { text } = await renderNewsletter(input());
    const order = [
      "Acme",
      "HELLO <TEAM>",
      "First paragraph.",
      "Our <new> office",
      "Featured one",
      "Featured two",
      "[Banner]",
      "Open the app: https://acme.example/",
      "----------",
      "Unsubscribe:",
    ];
    let at = -1;
    for (const part of order) {
      const next = text.indexOf(part, at + 1);
      expect(next, part).toBeGreaterThan(at);
      at = next;
    }
    expect(text).not.toMatch(/<\/?(table|div|td|p|a)\b/);
  });

  it("uses the default colour when the white-label colour is not a colour, and the name when there is no logo", async () => {
    const { html } = await renderNewsletter(
      input({ brand: { companyName: "Acme", highlightColor: "red;background:url(x)", logoUrl: null } }),
    );
    expect(html).toContain("#ED5D40");
    expect(html).not.toContain("url(x)");
  });

  it("leaves out a post that is not readable any more, and featured blocks share the featured posts", async () => {
    const { html } = await renderNewsletter(
      input({
        posts: new Map(),
        blocks: [
          { type: "post", id: "p", postId: POST.id },
          { type: "featured", id: "f1", limit: 1 },
          { type: "featured", id: "f2", limit: 1 },
        ],
      }),
    );
    expect(html).not.toContain("Our &lt;new&gt; office");
    expect(html.indexOf("Featured one")).toBeLessThan(html.indexOf("Featured two"));
    expect(html.split("Featured one").length).toBe(2);
  });

  it("each recipient's copy gets their unsubscribe link, their pixel and tracked links (not the unsubscribe link)", async () => {
    const rendered = await renderNewsletter(input());
    const copy = personalize(rendered, {
      unsubscribeUrl: "https://acme.chorus.example/api/mailing/unsubscribe?token=abc&x=1",
      openPixelUrl: "https://acme.chorus.example/api/mailing/open/tok",
      trackLink: (url) => `https://t.example/c?u=${encodeURIComponent(url)}`,
    });
    expect(copy.html).toContain(
      'href="https://acme.chorus.example/api/mailing/unsubscribe?token=abc&amp;x=1"',
    );
    expect(copy.html).toContain('<img src="https://acme.chorus.example/api/mailing/open/tok"');
    expect(copy.html).toContain(
      `href="https://t.example/c?u=${encodeURIComponent("https://acme.example/")}"`,
    );
    expect(copy.html).not.toMatch(/%%CHORUS_/);
    expect(copy.text).toContain(
      "Unsubscribe: https://acme.chorus.example/api/mailing/unsubscribe?token=abc&x=1",
    );
    expect(copy.text).toContain(
      `Read more: https://t.example/c?u=${encodeURIComponent(`https://acme.chorus.example/preview/${POST.id}?utm_source=newsletter&utm_medium=email`)}`,
    );
    expect(parseErrors(copy.html)).toEqual([]);
    const untracked = personalize(rendered, {
      unsubscribeUrl: "https://u.example/",
      openPixelUrl: null,
      trackLink: null,
    });
    expect(untracked.html).not.toContain("/api/mailing/open/");
  });

  it("finds the post links that become share short links: Read more and Share of every post, nothing else", async () => {
    const rendered = await renderNewsletter(input());
    const app = "https://acme.chorus.example";
    const source = "utm_source=newsletter&utm_medium=email";
    const expected = new Map<string, string>();
    for (const id of [POST.id, ...FEATURED.map((f) => f.id)]) {
      expected.set(`${app}/preview/${id}?${source}`, id);
      expected.set(`${app}/sharepost/${id}/linkedin?${source}`, id);
      expected.set(`${app}/sharepost/${id}/twitter?${source}`, id);
    }
    // The button, the image's link, the logo and the unsubscribe placeholder stay as they are.
    expect(postLinksOf(rendered, app)).toEqual(expected);
    // Another address's /preview/ link is not one of ours.
    expect(postLinksOf(rendered, "https://globex.chorus.example").size).toBe(0);
  });
});
