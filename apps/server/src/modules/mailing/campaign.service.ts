import { newObjectId } from "@chorus/shared/ids/object-id";
import type { CampaignStatus, MailingBlock, MailingCampaign } from "@chorus/shared/mailing/mailing.contract";
import {
  canCancelCampaign,
  canDeleteCampaign,
  canSendCampaign,
  isCampaignEditable,
  statusAfterSend,
} from "@chorus/shared/mailing/mailing.rules";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { AppError, badRequest, notFound } from "../../platform/errors.ts";
import { findUserEmail } from "./audience.repository.ts";
import { presentCampaign } from "./campaign.presenter.ts";
import {
  type CampaignRow,
  deleteCampaignRow,
  findCampaign,
  findCampaigns,
  folderExists,
  insertCampaign,
  lockCampaign,
  statusIn,
  updateCampaignRow,
} from "./campaign.repository.ts";
import { startCampaignJob, startKey } from "./delivery.jobs.ts";
import { findBounced, findOpenTracking, statsOf } from "./delivery.repository.ts";
import { findExistingListIds } from "./list.repository.ts";
import { requireNewsletterEditor } from "./mailing.access.ts";
import { blocksOf, renderCampaignContent } from "./newsletter-content.ts";
import { recipientCopy } from "./newsletter-links.ts";
import { personalize } from "./newsletter-render.ts";
import { transportOf } from "./newsletter-transport.ts";

const conflict = (message: string) => new AppError(409, "409.0", message);
export const READ_ONLY = "This campaign has been sent and can no longer be changed.";

async function withStats(ctx: RequestContext, row: CampaignRow): Promise<MailingCampaign> {
  const stats = await statsOf(ctx.db, ctx.companyId, [row.id]);
  return presentCampaign(row, stats.get(row.id));
}

async function loadCampaign(ctx: RequestContext, id: string): Promise<CampaignRow> {
  const row = await findCampaign(ctx.db, ctx.companyId, id);
  if (!row) throw notFound("Campaign not found");
  return row;
}

async function checkFolder(ctx: RequestContext, folderId: string | null | undefined) {
  if (folderId && !(await folderExists(ctx.db, ctx.companyId, folderId))) throw notFound("Folder not found");
}

/** Lists must be the company's own. */
async function checkLists(ctx: RequestContext, ids: readonly string[] | undefined) {
  if (!ids || ids.length === 0) return;
  const found = new Set(await findExistingListIds(ctx.db, ctx.companyId, ids));
  if (ids.some((id) => !found.has(id))) throw notFound("Mailing list not found");
}

/** Post blocks may only name the company's posts (another company's post renders nothing anyway). */
function checkBlocks(blocks: readonly MailingBlock[] | undefined) {
  const ids = new Set<string>();
  for (const b of blocks ?? []) {
    if (ids.has(b.id)) throw badRequest(`blocks: block id ${b.id} is used twice`);
    ids.add(b.id);
  }
}

export async function listCampaigns(
  ctx: RequestContext,
  query: { folderId?: string | undefined; searchTerm?: string | undefined },
) {
  await requireNewsletterEditor(ctx);
  const rows = await findCampaigns(ctx.db, ctx.companyId, query);
  const stats = await statsOf(
    ctx.db,
    ctx.companyId,
    rows.map((r) => r.id),
  );
  return { campaignList: rows.map((r) => presentCampaign(r, stats.get(r.id))) };
}

export async function getCampaign(ctx: RequestContext, id: string) {
  await requireNewsletterEditor(ctx);
  return withStats(ctx, await loadCampaign(ctx, id));
}

export async function createCampaign(
  ctx: RequestContext,
  input: {
    name: string;
    folderId?: string | null | undefined;
    subject?: string | undefined;
    preheader?: string | undefined;
    senderName?: string | undefined;
    blocks?: MailingBlock[] | undefined;
    mailingListIdList?: string[] | undefined;
    copyOfCampaignId?: string | undefined;
  },
) {
  await requireNewsletterEditor(ctx);
  const original = input.copyOfCampaignId ? await loadCampaign(ctx, input.copyOfCampaignId) : null;
  await checkFolder(ctx, input.folderId);
  await checkLists(ctx, input.mailingListIdList);
  checkBlocks(input.blocks);
  const now = new Date();
  const row = await insertCampaign(ctx.db, {
    id: newObjectId(now),
    companyId: ctx.companyId,
    folderId: input.folderId !== undefined ? input.folderId : (original?.folderId ?? null),
    name: input.name,
    subject: input.subject ?? original?.subject ?? "",
    preheader: input.preheader ?? original?.preheader ?? "",
    senderName: input.senderName ?? original?.senderName ?? "",
    blocks: input.blocks ?? (original ? blocksOf(original.blocks) : []),
    mailingListIdList: input.mailingListIdList ?? original?.mailingListIdList ?? [],
    status: "draft",
    createdBy: ctx.actor.userId,
    createdAt: now,
    updatedAt: now,
  });
  return presentCampaign(row);
}

export async function updateCampaign(
  ctx: RequestContext,
  id: string,
  patch: {
    name?: string | undefined;
    subject?: string | undefined;
    preheader?: string | undefined;
    senderName?: string | undefined;
    blocks?: MailingBlock[] | undefined;
    mailingListIdList?: string[] | undefined;
  },
) {
  await requireNewsletterEditor(ctx);
  await checkLists(ctx, patch.mailingListIdList);
  checkBlocks(patch.blocks);
  return ctx.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, ctx.companyId, id);
    if (!row) throw notFound("Campaign not found");
    if (!isCampaignEditable(row.status as CampaignStatus)) throw conflict(READ_ONLY);
    const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const updated = await updateCampaignRow(tx, ctx.companyId, id, values);
    if (!updated) throw notFound("Campaign not found");
    return presentCampaign(updated);
  });
}

export async function deleteCampaign(ctx: RequestContext, id: string) {
  await requireNewsletterEditor(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, ctx.companyId, id);
    if (!row) throw notFound("Campaign not found");
    if (!canDeleteCampaign(row.status as CampaignStatus))
      throw conflict("This campaign is being sent. Cancel it first.");
    await deleteCampaignRow(tx, ctx.companyId, id);
    return { _id: id };
  });
}

export async function moveCampaign(ctx: RequestContext, id: string, folderId: string | null) {
  await requireNewsletterEditor(ctx);
  await checkFolder(ctx, folderId);
  // Moving files a campaign, whatever its status: it does not change what was sent.
  const row = await updateCampaignRow(ctx.db, ctx.companyId, id, { folderId });
  if (!row) throw notFound("Campaign not found");
  return withStats(ctx, row);
}

/** Draft or scheduled → scheduled (a future scheduledAt) or sending (now); the start job does the rest. */
async function sendOne(
  ctx: RequestContext,
  deps: AppDeps,
  id: string,
  scheduledAtText: string | null | undefined,
) {
  const now = deps.clock.now();
  const scheduledAt = scheduledAtText ? new Date(scheduledAtText) : null;
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockCampaign(tx, ctx.companyId, id);
    if (!current) throw notFound("Campaign not found");
    if (!canSendCampaign(current.status as CampaignStatus)) throw conflict(READ_ONLY);
    if (current.mailingListIdList.length === 0) throw badRequest("Choose who receives this campaign first.");
    if (!current.subject.trim()) throw badRequest("The campaign needs a subject.");
    if (blocksOf(current.blocks).length === 0) throw badRequest("The campaign has no content yet.");
    const status = statusAfterSend(scheduledAt, now);
    const trackOpens = await findOpenTracking(tx, ctx.companyId);
    return updateCampaignRow(
      tx,
      ctx.companyId,
      id,
      {
        status,
        scheduledAt: status === "scheduled" ? scheduledAt : null,
        sendStartedAt: status === "sending" ? now : null,
        trackOpens,
      },
      statusIn("draft", "scheduled"),
    );
  });
  if (!row) throw conflict(READ_ONLY);
  await deps.jobs.send(
    startCampaignJob,
    { companyId: ctx.companyId, campaignId: id },
    {
      singletonKey: startKey(id, row.scheduledAt),
      ...(row.status === "scheduled" && row.scheduledAt ? { startAfter: row.scheduledAt } : {}),
    },
  );
  return row;
}

export async function sendCampaign(
  ctx: RequestContext,
  deps: AppDeps,
  id: string,
  body: { scheduledAt?: string | null | undefined; testToMe?: boolean | undefined },
) {
  await requireNewsletterEditor(ctx);
  if (body.testToMe) return sendTest(ctx, deps, id);
  return withStats(ctx, await sendOne(ctx, deps, id, body.scheduledAt));
}

/** A test goes to the caller alone, at once, marked as a test; the campaign does not change. */
async function sendTest(ctx: RequestContext, deps: AppDeps, id: string) {
  const row = await loadCampaign(ctx, id);
  const email = await findUserEmail(ctx.db, ctx.companyId, ctx.actor.userId);
  if (!email) throw badRequest("Your account has no e-mail address to send a test to.");
  const { rendered, appUrl } = await renderCampaignContent(deps, ctx.db, ctx.companyId, {
    subject: row.subject,
    preheader: row.preheader,
    blocks: blocksOf(row.blocks),
  });
  const copy = await recipientCopy(deps, rendered, {
    appUrl,
    companyId: ctx.companyId,
    email,
    campaignId: null,
    deliveryId: null,
    trackOpens: false,
  });
  await transportOf(deps).send(ctx.db, {
    companyId: ctx.companyId,
    to: email,
    senderName: row.senderName || row.name,
    subject: `[Test] ${row.subject || row.name}`,
    html: copy.html,
    text: copy.text,
    kind: "newsletter",
    messageId: `<test.${newObjectId()}.${id}@chorus.mailing>`,
    unsubscribeUrl: copy.unsubscribeUrl,
    returnPath: null,
  });
  return { sentTo: email };
}

async function cancelOne(ctx: RequestContext, deps: AppDeps, id: string) {
  return ctx.db.transaction(async (tx) => {
    const current = await lockCampaign(tx, ctx.companyId, id);
    if (!current) throw notFound("Campaign not found");
    if (!canCancelCampaign(current.status as CampaignStatus))
      throw conflict("Only a scheduled campaign or one being sent can be cancelled.");
    const row = await updateCampaignRow(
      tx,
      ctx.companyId,
      id,
      { status: "cancelled", cancelledAt: deps.clock.now() },
      statusIn("scheduled", "sending"),
    );
    if (!row) throw conflict("Only a scheduled campaign or one being sent can be cancelled.");
    return row;
  });
}

export async function cancelCampaign(ctx: RequestContext, deps: AppDeps, id: string) {
  await requireNewsletterEditor(ctx);
  return withStats(ctx, await cancelOne(ctx, deps, id));
}

async function bulk(ctx: RequestContext, ids: readonly string[], one: (id: string) => Promise<CampaignRow>) {
  await requireNewsletterEditor(ctx);
  const done: CampaignRow[] = [];
  const failureList: { campaignId: string; message: string }[] = [];
  for (const id of new Set(ids)) {
    try {
      done.push(await one(id));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failureList.push({ campaignId: id, message: error.message });
    }
  }
  const stats = await statsOf(
    ctx.db,
    ctx.companyId,
    done.map((r) => r.id),
  );
  return { campaignList: done.map((r) => presentCampaign(r, stats.get(r.id))), failureList };
}

/** Each campaign at its own scheduledAt when it has a future one, else now. */
export const sendCampaigns = (ctx: RequestContext, deps: AppDeps, ids: readonly string[]) =>
  bulk(ctx, ids, async (id) => {
    const row = await findCampaign(ctx.db, ctx.companyId, id);
    return sendOne(ctx, deps, id, row?.scheduledAt?.toISOString() ?? null);
  });

export const cancelCampaigns = (ctx: RequestContext, deps: AppDeps, ids: readonly string[]) =>
  bulk(ctx, ids, (id) => cancelOne(ctx, deps, id));

export async function bouncedOfCampaign(ctx: RequestContext, id: string) {
  await requireNewsletterEditor(ctx);
  await loadCampaign(ctx, id);
  const rows = await findBounced(ctx.db, ctx.companyId, id);
  return {
    bouncedList: rows.map((r) => ({
      email: r.email,
      bouncedAt: new Date(r.bouncedAt).toISOString(),
      reason: r.reason ?? "",
    })),
  };
}

/** The editor's live preview (no recipient: the unsubscribe link stays a placeholder, no pixel). */
export async function previewCampaign(
  ctx: RequestContext,
  deps: AppDeps,
  body: { subject: string; preheader: string; blocks: MailingBlock[] },
) {
  await requireNewsletterEditor(ctx);
  checkBlocks(body.blocks);
  const { rendered } = await renderCampaignContent(deps, ctx.db, ctx.companyId, body);
  return personalize(rendered, { unsubscribeUrl: "#unsubscribe", openPixelUrl: null, trackLink: null });
}
