import sanitizeHtml from "sanitize-html";

/**
 * The rich-text allow-list of the editor: what Mantine's tiptap toolbar produces and nothing
 * else. Scripts, styles, event handlers and javascript: URLs never reach the database.
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "h2",
    "h3",
    "code",
    "pre",
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Every link leaves without the opener, the referrer or our endorsement.
    a: (tagName, attribs) => {
      const out: Record<string, string> = { rel: "noopener noreferrer nofollow" };
      if (attribs.href) out.href = attribs.href;
      if (attribs.target === "_blank") out.target = "_blank";
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href,
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML).trim();
}

const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
const decode = (text: string) =>
  text
    .replaceAll("&nbsp;", " ")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

/** Plain text of HTML (block ends become line breaks), for the body, search and blocked words. */
export function plainTextOf(html: string): string {
  const withBreaks = html.replace(/<\/(p|li|h2|h3|blockquote|pre)>|<br\s*\/?>/gi, "\n");
  let text = withBreaks;
  // Stripped until stable, so markup smuggled in as entities does not come back as a tag.
  for (let pass = 0; pass < 5; pass++) {
    const next = decode(sanitizeHtml(text, NO_MARKUP));
    if (next === text) break;
    text = next;
  }
  return text.replace(/\n{3,}/g, "\n\n").trim();
}
