import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { badRequest } from "../../platform/errors.ts";
import type { OutboundPolicy } from "../../platform/outbound/outbound-policy.ts";
import { fetchPage, normaliseLink } from "./link-preview.ts";

export const FULLTEXT_MAX_BYTES = 2 * 1_048_576;

export interface Fulltext {
  url: string;
  title: string;
  text: string;
  excerpt: string;
}

/** Paragraphs kept, runs of blank space collapsed. */
const tidy = (text: string) =>
  text
    .split(/\n\s*\n+/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");

/** The readable text of an article (Readability on linkedom's DOM), fetched through the outside-URL guard. */
export async function fulltextOf(outbound: OutboundPolicy, raw: string): Promise<Fulltext> {
  const url = normaliseLink(raw);
  const page = await fetchPage(outbound, url, FULLTEXT_MAX_BYTES, false);
  if (!/html/i.test(page.contentType)) throw badRequest("The address is not a web page");
  const { document } = parseHTML(page.body);
  const article = new Readability(
    document as unknown as ConstructorParameters<typeof Readability>[0],
  ).parse();
  const text = tidy(article?.textContent ?? "");
  if (!article || !text) throw badRequest("No article text was found at this address");
  return {
    url: page.url,
    title: (article.title ?? "").trim(),
    text,
    excerpt: (article.excerpt ?? "").replace(/\s+/g, " ").trim(),
  };
}
