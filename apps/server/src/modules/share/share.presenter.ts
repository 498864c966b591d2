import type { Share, ShareCreateResponse } from "@chorus/shared/share/share.contract";
import type { ShareRow } from "./share.repository.ts";
import { trackedLink } from "./share-content.ts";
import type { SharingRuntime } from "./sharing-runtime.ts";

type Status = Share["status"];
type Media = Share["media"];

/** Catalogue: "response point, rewardPoint, time, _id" (time: when it went or goes out). */
export function presentCreated(
  runtime: SharingRuntime,
  row: ShareRow,
  award: { point: number; rewardPoint: number },
  dialogUrl: string | null = null,
): ShareCreateResponse {
  return {
    _id: row.id,
    point: award.point,
    rewardPoint: award.rewardPoint,
    time: (row.sharedAt ?? row.scheduledAt ?? row.createdAt).toISOString(),
    status: row.status as Status,
    link: trackedLink(runtime, row.shortCode ?? ""),
    dialogUrl,
    externalId: row.externalId,
  };
}

export const presentShare = (runtime: SharingRuntime, row: ShareRow): Share => ({
  _id: row.id,
  postId: row.postId,
  media: row.media as Media,
  comment: row.comment,
  status: row.status as Status,
  smart: row.smart,
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  sharedAt: row.sharedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  link: trackedLink(runtime, row.shortCode ?? ""),
  externalId: row.externalId,
  error: row.error,
  contentOwnerId: row.sharedByUserId ? row.userId : null,
  contentWriterId: row.sharedByUserId,
});
