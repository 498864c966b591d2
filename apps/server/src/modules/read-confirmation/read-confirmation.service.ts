import {
  READ_CONFIRMATION_CSV_COLUMNS,
  type ReadConfirmation,
  type ReaderList,
} from "@chorus/shared/read-confirmation/read-confirmation.contract";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { loadReadablePost } from "../post/index.ts";
import { assertCanManagePost } from "./post-manager.ts";
import { confirmRead, listAudience, listReaders } from "./read-confirmation.repository.ts";
import { toSafeCsv } from "./safe-csv.ts";

/** Idempotent: confirming again answers the first confirmation's time. */
export async function confirmPostRead(ctx: RequestContext, postId: string): Promise<ReadConfirmation> {
  const { post } = await loadReadablePost(ctx, postId);
  if (!post.isReadConfirmationRequired) throw badRequest("This post does not ask for a read confirmation.");
  const confirmedAt = await confirmRead(ctx.db, {
    companyId: ctx.companyId,
    postId,
    userId: ctx.actor.userId,
  });
  return { isReadConfirmed: true, confirmedAt: confirmedAt.toISOString() };
}

/** Who confirmed, for the post's managers. */
export async function getReaders(
  ctx: RequestContext,
  postId: string,
  nameStarts: string | undefined,
): Promise<ReaderList> {
  const readable = await loadReadablePost(ctx, postId);
  await assertCanManagePost(ctx, readable);
  return { readerList: await listReaders(ctx.db, ctx.companyId, postId, nameStarts || undefined) };
}

/** The post's audience with yes/no per reader, as a formula-safe CSV, for the post's managers. */
export async function exportConfirmations(ctx: RequestContext, postId: string): Promise<string> {
  const readable = await loadReadablePost(ctx, postId);
  await assertCanManagePost(ctx, readable);
  const audience = await listAudience(ctx.db, ctx.companyId, postId);
  return toSafeCsv(
    READ_CONFIRMATION_CSV_COLUMNS,
    audience.map((member) => [
      member.firstName,
      member.lastName,
      member.email ?? "",
      member.confirmedAt ? "yes" : "no",
      member.confirmedAt?.toISOString() ?? "",
    ]),
  );
}
