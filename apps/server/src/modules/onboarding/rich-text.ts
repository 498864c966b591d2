import sanitizeHtml from "sanitize-html";

/**
 * Admin-written HTML (policy body, onboarding page descriptions) is cleaned on write: formatting,
 * lists and links survive; scripts, styles, event handlers and other schemes do not.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "b",
    "strong",
    "i",
    "em",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "a",
    "h2",
    "h3",
    "h4",
    "blockquote",
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }) },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** Headlines and titles are plain text: every tag goes, entities stay escaped. */
export const plainText = (text: string): string =>
  sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).trim();

/** An absolute http(s) address, or null. */
export function httpLink(link: string): string | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}
