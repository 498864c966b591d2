import { isApiShareMedia } from "@chorus/shared/share/network.rules";
import type { Queryable } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { NetworkCallError } from "./adapters/index.ts";
import { findConnection, markConnectionInvalid } from "./connection.repository.ts";
import { accessTokenFor } from "./connection.service.ts";
import {
  type CompanyRow,
  findCompanyRow,
  findPostRow,
  type ShareRow,
  updateShare,
} from "./share.repository.ts";
import { countAndAwardShare } from "./share-award.repository.ts";
import { shareContentOf, sharingPointOf } from "./share-content.ts";
import { RECONNECT_CODE, reconnectNeeded } from "./share-errors.ts";
import type { SharingRuntime } from "./sharing-runtime.ts";

export type DeliveryOutcome =
  | { ok: true; share: ShareRow; point: number; rewardPoint: number }
  | {
      ok: false;
      kind: "reconnect" | "retriable" | "final";
      /** Recorded on the share; the network's own words when it refused. */
      message: string;
      /** A final failure of ours rather than the network's, for the user's notification. */
      cause?: "post_deleted" | "not_api";
    };

/**
 * A share went out (API post made, or the self-share confirmed): mark it shared, count it on the
 * post, award the network's points once per post and network.
 */
export async function completeShare(db: Queryable, shareRow: ShareRow, externalId: string | null) {
  const company = await findCompanyRow(db, shareRow.companyId);
  const post = await findPostRow(db, shareRow.companyId, shareRow.postId);
  const shared = await updateShare(db, shareRow, {
    status: "shared",
    sharedAt: new Date(),
    externalId,
    error: null,
    postVersion: post?.updatedAt ?? null,
  });
  return countAndAward(db, shared, company);
}

/**
 * A share row marked shared (API share made, self-share confirmed): counted on the post, the
 * network's points awarded once per post and network, in one statement (share-award.repository).
 */
export async function countAndAward(db: Queryable, shared: ShareRow, company: CompanyRow) {
  const award = await countAndAwardShare(
    db,
    {
      companyId: shared.companyId,
      userId: shared.userId,
      postId: shared.postId,
      media: shared.media,
      shareId: shared.id,
    },
    sharingPointOf(company, shared.media),
  );
  return { share: shared, ...award };
}

/**
 * Posts one share through its network's API, inside the caller's transaction (which holds the
 * share row). A token refused with 401 is refreshed once when possible, else the connection is
 * marked dead. Failures are returned, not thrown, so the caller can record them and commit.
 */
export async function deliverShare(
  db: Queryable,
  runtime: SharingRuntime,
  shareRow: ShareRow,
): Promise<DeliveryOutcome> {
  const media = shareRow.media;
  if (!isApiShareMedia(media))
    return { ok: false, kind: "final", message: `${media} is not posted through an API`, cause: "not_api" };
  const adapter = runtime.networks[media];
  const post = await findPostRow(db, shareRow.companyId, shareRow.postId);
  if (!post || post.deletedAt)
    return { ok: false, kind: "final", message: "The post was deleted", cause: "post_deleted" };
  const company = await findCompanyRow(db, shareRow.companyId);
  const connection = await findConnection(db, shareRow.companyId, shareRow.userId, media, true);
  if (!connection || connection.invalidAt)
    return { ok: false, kind: "reconnect", message: reconnectNeeded(media).message };
  try {
    const content = await shareContentOf(runtime, post, shareRow, company);
    let token = await accessTokenFor(db, runtime, connection);
    let published: { externalId: string };
    try {
      published = await adapter.publish(token, connection.subject, content);
    } catch (error) {
      if (!(error instanceof NetworkCallError && error.tokenRejected)) throw error;
      if (!connection.refreshTokenSealed) {
        await markConnectionInvalid(db, connection);
        return { ok: false, kind: "reconnect", message: reconnectNeeded(media).message };
      }
      // The network revoked the token early: one refresh, one more try.
      token = await accessTokenFor(db, runtime, connection, true);
      published = await adapter.publish(token, connection.subject, content);
    }
    const done = await completeShare(db, shareRow, published.externalId);
    return { ok: true, ...done };
  } catch (error) {
    if (error instanceof AppError && error.code === RECONNECT_CODE)
      return { ok: false, kind: "reconnect", message: error.message };
    if (error instanceof NetworkCallError) {
      if (error.tokenRejected) {
        await markConnectionInvalid(db, connection);
        return { ok: false, kind: "reconnect", message: reconnectNeeded(media).message };
      }
      return { ok: false, kind: error.retriable ? "retriable" : "final", message: error.message };
    }
    // Images that cannot be read, a bad answer: nothing another try would change soon, but not our bug either.
    return { ok: false, kind: "retriable", message: (error as Error).message };
  }
}
