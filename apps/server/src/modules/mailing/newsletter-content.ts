import { blockSchema, type MailingBlock } from "@chorus/shared/mailing/mailing.contract";
import type { Queryable } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { companyUrl } from "../../platform/mail/index.ts";
import { findCompany } from "../company/index.ts";
import { type ContentPostRow, findFeaturedForEmail, findLivePosts } from "./content.repository.ts";
import {
  type NewsletterInput,
  type NewsletterPost,
  type RenderedNewsletter,
  renderNewsletter,
} from "./newsletter-render.ts";

const EXCERPT_MAX = 240;

/** Stored blocks, read back through the contract (a block a later version dropped is left out). */
export function blocksOf(stored: unknown[]): MailingBlock[] {
  return stored.flatMap((b) => {
    const parsed = blockSchema.safeParse(b);
    return parsed.success ? [parsed.data] : [];
  });
}

function excerptOf(body: string): string {
  const flat = body
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : flat;
}

export interface CompanyLook {
  companyName: string;
  highlightColor: string;
  logoUrl: string | null;
  appUrl: string;
  shareNetworks: string[];
}

/** Mail is read outside the app, with no session: our images become absolute, signed for long. */
const outward = (deps: AppDeps, url: string | null): string | null => {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("/")) return `${deps.config.publicUrl}${deps.mediaUrls.sign(url, "outward")}`;
  return null;
};

/** The company's look in mail: its white-label colour and logo (default colour #ED5D40), its address, its networks. */
export async function companyLook(deps: AppDeps, db: Queryable, companyId: string): Promise<CompanyLook> {
  const company = await findCompany(db, companyId);
  if (!company) throw new Error(`company ${companyId} not found`);
  const networks = company.socnetOrderedSet.filter((s) => s.authEnabled).map((s) => s.Name.toLowerCase());
  return {
    companyName: company.name,
    highlightColor: company.highlightColor || "#ED5D40",
    logoUrl: outward(deps, company.imageUrlLogin),
    appUrl: companyUrl(deps.config, company),
    shareNetworks: networks.length > 0 ? networks : ["linkedin"],
  };
}

export const presentPost = (deps: AppDeps, row: ContentPostRow): NewsletterPost => ({
  id: row.id,
  title: row.title || "Untitled post",
  excerpt: excerptOf(row.body),
  imageUrl: outward(deps, row.imageUrl),
});

/** Everything one rendering needs: the blocks' posts and the featured ones, read now. */
export async function newsletterInput(
  deps: AppDeps,
  db: Queryable,
  companyId: string,
  content: { subject: string; preheader: string; blocks: MailingBlock[] },
): Promise<NewsletterInput> {
  const look = await companyLook(deps, db, companyId);
  const postIds = content.blocks.flatMap((b) => (b.type === "post" ? [b.postId] : []));
  const featuredWanted = content.blocks.reduce((n, b) => n + (b.type === "featured" ? b.limit : 0), 0);
  const [posts, featured] = await Promise.all([
    findLivePosts(db, companyId, postIds),
    featuredWanted > 0 ? findFeaturedForEmail(db, companyId, featuredWanted) : Promise.resolve([]),
  ]);
  return {
    subject: content.subject,
    preheader: content.preheader,
    brand: { companyName: look.companyName, highlightColor: look.highlightColor, logoUrl: look.logoUrl },
    appUrl: look.appUrl,
    blocks: content.blocks,
    posts: new Map(posts.map((p) => [p.id, presentPost(deps, p)])),
    featured: featured.map((p) => presentPost(deps, p)),
    shareNetworks: look.shareNetworks,
  };
}

export async function renderCampaignContent(
  deps: AppDeps,
  db: Queryable,
  companyId: string,
  content: { subject: string; preheader: string; blocks: MailingBlock[] },
): Promise<{ rendered: RenderedNewsletter; appUrl: string }> {
  const input = await newsletterInput(deps, db, companyId, content);
  return { rendered: await renderNewsletter(input), appUrl: input.appUrl };
}
