import type { CampaignStatus } from "./mailing.contract.ts";

/** Only a draft or a scheduled campaign may change; sending, sent and cancelled ones are read-only. */
export const isCampaignEditable = (status: CampaignStatus): boolean =>
  status === "draft" || status === "scheduled";

/** Send (now or at a time): from draft, or re-timing a scheduled one. */
export const canSendCampaign = (status: CampaignStatus): boolean =>
  status === "draft" || status === "scheduled";

/** Cancel: a scheduled campaign, or one whose batches are still going out. */
export const canCancelCampaign = (status: CampaignStatus): boolean =>
  status === "scheduled" || status === "sending";

/** Delete: anything not going out right now (a sent campaign's statistics go with it). */
export const canDeleteCampaign = (status: CampaignStatus): boolean => status !== "sending";

/** The status a send call leads to. */
export const statusAfterSend = (scheduledAt: Date | null, now: Date): CampaignStatus =>
  scheduledAt && scheduledAt.getTime() > now.getTime() ? "scheduled" : "sending";

/** Campaigns whose name, subject contains the term (case-insensitive): the list's search. */
export const matchesCampaignSearch = (c: { name: string; subject: string }, term: string): boolean => {
  const t = term.trim().toLowerCase();
  return t === "" || c.name.toLowerCase().includes(t) || c.subject.toLowerCase().includes(t);
};

/** The source query that the after-login redirect recognises (access §4). */
export const NEWSLETTER_UTM = { utm_source: "newsletter", utm_medium: "email" } as const;

/** Read more: the post's preview; Share: the share-post page for a network. Both from a newsletter. */
export function newsletterPostPath(postId: string, socnet?: string): string {
  const query = new URLSearchParams(NEWSLETTER_UTM).toString();
  return socnet ? `/sharepost/${postId}/${socnet}?${query}` : `/preview/${postId}?${query}`;
}
