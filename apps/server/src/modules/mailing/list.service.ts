import { newObjectId } from "@chorus/shared/ids/object-id";
import type { MailingRecipient, RecipientEntityType } from "@chorus/shared/mailing/mailing.contract";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import {
  countCampaignAddresses,
  countMembers,
  findEntity,
  findMembers,
  searchEntities,
} from "./audience.repository.ts";
import {
  deleteListRow,
  findList,
  findLists,
  findRecipient,
  findRecipients,
  insertList,
  insertRecipient,
  type ListRow,
  type RecipientRow,
} from "./list.repository.ts";
import { type NewsletterScope, requireNewsletterEditor } from "./mailing.access.ts";

const CANDIDATES_SHOWN = 200;
const OUTSIDE_SCOPE = "Group admins can send only to the people of their groups.";

async function presentList(ctx: RequestContext, row: ListRow) {
  return {
    _id: row.id,
    name: row.name,
    recipientCount: await countCampaignAddresses(ctx.db, ctx.companyId, [row.id]),
    createdAt: row.createdAt.toISOString(),
  };
}

async function loadList(ctx: RequestContext, id: string) {
  const row = await findList(ctx.db, ctx.companyId, id);
  if (!row) throw notFound("Mailing list not found");
  return row;
}

export async function listLists(ctx: RequestContext) {
  await requireNewsletterEditor(ctx);
  const rows = await findLists(ctx.db, ctx.companyId);
  return { mailingListList: await Promise.all(rows.map((r) => presentList(ctx, r))) };
}

export async function createList(ctx: RequestContext, name: string) {
  await requireNewsletterEditor(ctx);
  const id = newObjectId();
  await insertList(ctx.db, { id, companyId: ctx.companyId, name });
  return presentList(ctx, await loadList(ctx, id));
}

export async function deleteList(ctx: RequestContext, id: string) {
  await requireNewsletterEditor(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await deleteListRow(tx, ctx.companyId, id))) throw notFound("Mailing list not found");
    return { _id: id };
  });
}

async function presentRecipient(ctx: RequestContext, row: RecipientRow): Promise<MailingRecipient> {
  const type = row.entityType as RecipientEntityType;
  if (type === "user" && !row.entityId) {
    return {
      _id: row.id,
      entityType: type,
      entityId: null,
      email: row.email,
      name: row.email ?? "",
      memberCount: 1,
    };
  }
  const entity =
    type === "company" || !row.entityId ? null : await findEntity(ctx.db, ctx.companyId, type, row.entityId);
  return {
    _id: row.id,
    entityType: type,
    entityId: row.entityId,
    email: entity?.email ?? null,
    name: type === "company" ? "Everyone in the company" : (entity?.name ?? "(removed)"),
    memberCount: await countMembers(ctx.db, ctx.companyId, type, row.entityId),
  };
}

export async function listRecipients(ctx: RequestContext, listId: string) {
  await requireNewsletterEditor(ctx);
  await loadList(ctx, listId);
  const rows = await findRecipients(ctx.db, ctx.companyId, listId);
  return {
    recipientList: await Promise.all(rows.map((r) => presentRecipient(ctx, r))),
    total: await countCampaignAddresses(ctx.db, ctx.companyId, [listId]),
  };
}

/** The entity must be the company's; a group admin's only inside their groups (no company, no outside address). */
async function checkEntity(
  ctx: RequestContext,
  scope: NewsletterScope,
  input: { entityType: RecipientEntityType; entityId?: string | undefined; email?: string | undefined },
) {
  if (input.entityType === "company" || (input.entityType === "user" && !input.entityId)) {
    if (scope.kind === "group") throw forbidden(OUTSIDE_SCOPE);
    return;
  }
  const entity = await findEntity(ctx.db, ctx.companyId, input.entityType, input.entityId ?? "");
  if (!entity) throw notFound(`${input.entityType} not found`);
  if (scope.kind === "group" && !(entity.groupId && scope.groupIds.includes(entity.groupId)))
    throw forbidden(OUTSIDE_SCOPE);
}

export async function addRecipient(
  ctx: RequestContext,
  listId: string,
  input: { entityType: RecipientEntityType; entityId?: string | undefined; email?: string | undefined },
) {
  const scope = await requireNewsletterEditor(ctx);
  await loadList(ctx, listId);
  await checkEntity(ctx, scope, input);
  const entry = {
    entityType: input.entityType,
    entityId: input.entityType === "company" ? null : (input.entityId ?? null),
    email: input.entityType === "user" && !input.entityId ? (input.email ?? null) : null,
  };
  // Adding the same entry twice keeps one.
  await insertRecipient(ctx.db, {
    id: newObjectId(),
    companyId: ctx.companyId,
    mailingListId: listId,
    ...entry,
  });
  const row = await findRecipient(ctx.db, ctx.companyId, listId, entry);
  if (!row) throw new Error("recipient insert lost");
  return presentRecipient(ctx, row);
}

export async function search(ctx: RequestContext, term: string) {
  const scope = await requireNewsletterEditor(ctx);
  const hits = await searchEntities(
    ctx.db,
    ctx.companyId,
    term,
    scope.kind === "group" ? scope.groupIds : null,
  );
  return { resultList: hits };
}

export async function candidates(ctx: RequestContext, entityType: RecipientEntityType, entityId: string) {
  const scope = await requireNewsletterEditor(ctx);
  if (entityType === "company") {
    if (scope.kind === "group") throw forbidden(OUTSIDE_SCOPE);
  } else {
    await checkEntity(ctx, scope, { entityType, entityId });
  }
  const id = entityType === "company" ? null : entityId;
  const [members, count] = await Promise.all([
    findMembers(ctx.db, ctx.companyId, entityType, id, CANDIDATES_SHOWN),
    countMembers(ctx.db, ctx.companyId, entityType, id),
  ]);
  return {
    candidateList: members.map((m) => ({
      _id: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
    })),
    count,
  };
}
