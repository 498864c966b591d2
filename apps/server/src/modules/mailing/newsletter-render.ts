import type { MailingBlock } from "@chorus/shared/mailing/mailing.contract";
import { newsletterPostPath } from "@chorus/shared/mailing/mailing.rules";
import { escapeHtml } from "@chorus/shared/text/html";
import mjml2html from "mjml";

/** A post as a newsletter shows it. */
export interface NewsletterPost {
  id: string;
  title: string;
  excerpt: string;
  /** Absolute, signed for reading outside the app; null: no picture. */
  imageUrl: string | null;
}

export interface NewsletterBrand {
  companyName: string;
  highlightColor: string;
  /** Absolute URL or null. */
  logoUrl: string | null;
}

export interface NewsletterInput {
  subject: string;
  preheader: string;
  brand: NewsletterBrand;
  /** The company's address: app links (/preview/…, /sharepost/…) are made absolute with it. */
  appUrl: string;
  blocks: readonly MailingBlock[];
  /** Posts the post blocks name, by id (a deleted or unreadable post is left out). */
  posts: ReadonlyMap<string, NewsletterPost>;
  /** The newest posts featured for e-mail, newest first (the featured blocks take from it). */
  featured: readonly NewsletterPost[];
  /** Networks the Share buttons offer (the company's sign-in enabled networks). */
  shareNetworks: readonly string[];
}

/** Per-recipient parts, filled in by `personalize` after one rendering per campaign. */
export const UNSUBSCRIBE_PLACEHOLDER = "%%CHORUS_UNSUBSCRIBE_URL%%";
export const OPEN_PIXEL_PLACEHOLDER = "%%CHORUS_OPEN_PIXEL%%";

export interface RenderedNewsletter {
  html: string;
  text: string;
}

const COLOR = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;
const safeColor = (value: string) => (COLOR.test(value) ? value : "#ED5D40");
const absolute = (appUrl: string, url: string) => (url.startsWith("/") ? `${appUrl}${url}` : url);
const NETWORK_LABEL: Record<string, string> = {
  linkedin: "LinkedIn",
  twitter: "X",
  facebook: "Facebook",
  xing: "Xing",
};
const networkLabel = (n: string) => NETWORK_LABEL[n] ?? n.charAt(0).toUpperCase() + n.slice(1);

function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Links of a post card: Read more and one Share per network, each carrying the newsletter source. */
export function postLinks(appUrl: string, postId: string, networks: readonly string[]) {
  return {
    readMore: `${appUrl}${newsletterPostPath(postId)}`,
    share: networks.map((n) => ({ network: n, url: `${appUrl}${newsletterPostPath(postId, n)}` })),
  };
}

function postMjml(input: NewsletterInput, post: NewsletterPost, color: string): string {
  const links = postLinks(input.appUrl, post.id, input.shareNetworks);
  const image = post.imageUrl
    ? `<mj-image src="${escapeHtml(post.imageUrl)}" alt="${escapeHtml(post.title)}" href="${escapeHtml(links.readMore)}" padding="0 0 12px" />`
    : "";
  const share = links.share
    .map(
      (s) =>
        `<a href="${escapeHtml(s.url)}" style="color:${color};text-decoration:none;margin-right:12px">Share on ${escapeHtml(networkLabel(s.network))}</a>`,
    )
    .join("");
  return `<mj-section padding="8px 24px"><mj-column border="1px solid #e6e6e6" padding="16px">
${image}
<mj-text font-size="18px" font-weight="bold" padding="0 0 8px">${escapeHtml(post.title)}</mj-text>
${post.excerpt ? `<mj-text padding="0 0 12px" color="#444444">${escapeHtml(post.excerpt)}</mj-text>` : ""}
<mj-button href="${escapeHtml(links.readMore)}" background-color="${color}" align="left" padding="0 0 8px">Read more</mj-button>
${share ? `<mj-text padding="4px 0 0" font-size="13px">${share}</mj-text>` : ""}
</mj-column></mj-section>`;
}

function postText(input: NewsletterInput, post: NewsletterPost): string[] {
  const links = postLinks(input.appUrl, post.id, input.shareNetworks);
  return [
    post.title,
    ...(post.excerpt ? [post.excerpt] : []),
    `Read more: ${links.readMore}`,
    ...links.share.map((s) => `Share on ${networkLabel(s.network)}: ${s.url}`),
    "",
  ];
}

/** Featured blocks take the featured posts in order, each post shown once. */
function featuredSlices(input: NewsletterInput): Map<string, NewsletterPost[]> {
  const slices = new Map<string, NewsletterPost[]>();
  let next = 0;
  for (const block of input.blocks) {
    if (block.type !== "featured") continue;
    slices.set(block.id, input.featured.slice(next, next + block.limit));
    next += block.limit;
  }
  return slices;
}

function blockMjml(
  input: NewsletterInput,
  block: MailingBlock,
  color: string,
  featured: Map<string, NewsletterPost[]>,
) {
  const section = (inner: string) =>
    `<mj-section padding="8px 24px"><mj-column>${inner}</mj-column></mj-section>`;
  switch (block.type) {
    case "heading":
      return section(
        `<mj-text font-size="24px" font-weight="bold" color="#222222" padding="8px 0">${escapeHtml(block.text)}</mj-text>`,
      );
    case "text":
      return section(
        paragraphsOf(block.text)
          .map(
            (p) =>
              `<mj-text line-height="1.5" padding="0 0 12px">${escapeHtml(p).replace(/\n/g, "<br />")}</mj-text>`,
          )
          .join(""),
      );
    case "post": {
      const post = input.posts.get(block.postId);
      return post ? postMjml(input, post, color) : "";
    }
    case "featured":
      return (featured.get(block.id) ?? []).map((post) => postMjml(input, post, color)).join("");
    case "image": {
      const href = block.href ? ` href="${escapeHtml(absolute(input.appUrl, block.href))}"` : "";
      return section(
        `<mj-image src="${escapeHtml(absolute(input.appUrl, block.url))}" alt="${escapeHtml(block.alt)}"${href} padding="0" />`,
      );
    }
    case "button":
      return section(
        `<mj-button href="${escapeHtml(absolute(input.appUrl, block.url))}" background-color="${color}">${escapeHtml(block.label)}</mj-button>`,
      );
    case "divider":
      return section(`<mj-divider border-color="#e6e6e6" border-width="1px" padding="8px 0" />`);
  }
}

function blockText(
  input: NewsletterInput,
  block: MailingBlock,
  featured: Map<string, NewsletterPost[]>,
): string[] {
  switch (block.type) {
    case "heading":
      return [block.text.toUpperCase(), ""];
    case "text":
      return paragraphsOf(block.text).flatMap((p) => [p, ""]);
    case "post": {
      const post = input.posts.get(block.postId);
      return post ? postText(input, post) : [];
    }
    case "featured":
      return (featured.get(block.id) ?? []).flatMap((post) => postText(input, post));
    case "image":
      return [
        ...(block.alt ? [`[${block.alt}]`] : []),
        ...(block.href ? [absolute(input.appUrl, block.href)] : []),
        "",
      ];
    case "button":
      return [`${block.label}: ${absolute(input.appUrl, block.url)}`, ""];
    case "divider":
      return ["----------", ""];
  }
}

/**
 * The newsletter as responsive, e-mail-client-safe HTML (MJML: tables, inline styles, a phone
 * layout below 480px) and its plain-text part. Everything people typed is escaped; the
 * unsubscribe link and the open pixel are placeholders each recipient's copy fills in.
 */
export async function renderNewsletter(input: NewsletterInput): Promise<RenderedNewsletter> {
  const color = safeColor(input.brand.highlightColor);
  const featured = featuredSlices(input);
  const logo = input.brand.logoUrl
    ? `<mj-image src="${escapeHtml(input.brand.logoUrl)}" alt="${escapeHtml(input.brand.companyName)}" width="160px" align="left" padding="0" />`
    : `<mj-text font-size="20px" font-weight="bold" color="${color}" padding="0">${escapeHtml(input.brand.companyName)}</mj-text>`;
  const body = input.blocks.map((b) => blockMjml(input, b, color, featured)).join("\n");
  const source = `<mjml lang="en">
<mj-head>
<mj-title>${escapeHtml(input.subject)}</mj-title>
${input.preheader ? `<mj-preview>${escapeHtml(input.preheader)}</mj-preview>` : ""}
<mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif" /><mj-text font-size="15px" color="#222222" /></mj-attributes>
</mj-head>
<mj-body background-color="#f4f4f4" width="600px">
<mj-section background-color="#ffffff" border-top="4px solid ${color}" padding="24px 24px 8px"><mj-column>${logo}</mj-column></mj-section>
<mj-wrapper background-color="#ffffff" padding="0 0 16px">
${body}
</mj-wrapper>
<mj-section padding="16px 24px"><mj-column>
<mj-text font-size="12px" color="#666666" align="center">You receive this e-mail from ${escapeHtml(input.brand.companyName)}. <a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:#666666">Unsubscribe</a></mj-text>
<mj-raw>${OPEN_PIXEL_PLACEHOLDER}</mj-raw>
</mj-column></mj-section>
</mj-body>
</mjml>`;
  const result = await mjml2html(source, { validationLevel: "strict", minify: false, keepComments: false });
  if (result.errors.length > 0) {
    throw new Error(`newsletter MJML: ${result.errors.map((e) => e.formattedMessage).join("; ")}`);
  }
  const text = [
    input.brand.companyName,
    "",
    ...input.blocks.flatMap((b) => blockText(input, b, featured)),
    `Unsubscribe: ${UNSUBSCRIBE_PLACEHOLDER}`,
  ]
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { html: result.html, text };
}

export interface RecipientLinks {
  unsubscribeUrl: string;
  /** The 1×1 image that counts an open; null when the company does not track opens. */
  openPixelUrl: string | null;
  /** Our tracked address for an outside link in this recipient's copy; null: leave it as it is. */
  trackLink: ((url: string) => string) | null;
}

const HREF = /href="(https?:\/\/[^"]+)"/g;

/** One recipient's copy: their unsubscribe link, their open pixel and their tracked links. */
export function personalize(rendered: RenderedNewsletter, links: RecipientLinks): RenderedNewsletter {
  const unsubscribe = escapeHtml(links.unsubscribeUrl);
  let html = rendered.html;
  if (links.trackLink) {
    const track = links.trackLink;
    html = html.replace(HREF, (_all, url: string) => `href="${escapeHtml(track(unescapeAttr(url)))}"`);
  }
  html = html
    .split(UNSUBSCRIBE_PLACEHOLDER)
    .join(unsubscribe)
    .split(OPEN_PIXEL_PLACEHOLDER)
    .join(
      links.openPixelUrl
        ? `<img src="${escapeHtml(links.openPixelUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px" />`
        : "",
    );
  const trackText = links.trackLink;
  const text = (trackText ? rendered.text.replace(/https?:\/\/\S+/g, (url) => trackText(url)) : rendered.text)
    .split(UNSUBSCRIBE_PLACEHOLDER)
    .join(links.unsubscribeUrl);
  return { html, text };
}

const unescapeAttr = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
