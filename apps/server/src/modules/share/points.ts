import type { Queryable } from "../../db/client.ts";
import { creditPoints } from "../points/index.ts";
import { claimSharePointAward } from "./share.repository.ts";

/**
 * The network's SharingPoint for a successful share, once per user, post and network: the award
 * row's key refuses a second one (a re-share, a retried job, two processes).
 */
export async function awardSharePoints(
  db: Queryable,
  input: {
    companyId: string;
    userId: string;
    postId: string;
    media: string;
    shareId: string;
    points: number;
  },
): Promise<{ point: number; rewardPoint: number }> {
  if (input.points <= 0) return { point: 0, rewardPoint: 0 };
  if (!(await claimSharePointAward(db, input))) return { point: 0, rewardPoint: 0 };
  return creditPoints(
    { db },
    {
      companyId: input.companyId,
      userId: input.userId,
      stars: input.points,
      reason: `share_${input.media}`,
      postId: input.postId,
    },
  );
}
