import type { CampaignStats, CampaignStatus, MailingCampaign } from "@chorus/shared/mailing/mailing.contract";
import type { CampaignRow } from "./campaign.repository.ts";
import type { StatsRow } from "./delivery.repository.ts";
import { blocksOf } from "./newsletter-content.ts";

const NO_STATS: CampaignStats = {
  recipients: 0,
  delivered: 0,
  pending: 0,
  bounced: 0,
  failed: 0,
  suppressed: 0,
  opens: 0,
  clicks: 0,
  unsubscribes: 0,
};

export function presentCampaign(row: CampaignRow, stats?: StatsRow): MailingCampaign {
  const { campaignId: _ignored, ...counts } = stats ?? { campaignId: "", ...NO_STATS };
  return {
    _id: row.id,
    name: row.name,
    subject: row.subject,
    preheader: row.preheader,
    senderName: row.senderName,
    folderId: row.folderId,
    status: row.status as CampaignStatus,
    blocks: blocksOf(row.blocks),
    mailingListIdList: row.mailingListIdList,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stats: counts,
  };
}
