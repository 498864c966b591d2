import { isManager } from "@chorus/shared/access/roles";
import { DEFAULT_DIGEST, type DigestSettings } from "@chorus/shared/mailing/digest.contract";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import {
  type DigestRow,
  findDigest,
  findDigestGroups,
  groupExists,
  isAdminOfGroup,
  saveDigest,
} from "./digest.repository.ts";

/** A group's digest is set by managers and by the group's own admins. */
async function requireDigestEditor(ctx: RequestContext, groupId: string) {
  if (!(await groupExists(ctx.db, ctx.companyId, groupId))) throw notFound("Group not found");
  if (isManager(ctx.actor.role)) return;
  if (
    ctx.actor.role === "group_admin" &&
    (await isAdminOfGroup(ctx.db, ctx.companyId, groupId, ctx.actor.userId))
  )
    return;
  throw forbidden();
}

const present = (groupId: string, row: DigestRow | null): DigestSettings => ({
  groupId,
  enabled: row?.enabled ?? DEFAULT_DIGEST.enabled,
  dayOfWeek: row?.dayOfWeek ?? DEFAULT_DIGEST.dayOfWeek,
  hour: row?.hour ?? DEFAULT_DIGEST.hour,
  postCount: row?.postCount ?? DEFAULT_DIGEST.postCount,
  lastSentAt: row?.lastSentAt?.toISOString() ?? null,
});

export async function getDigest(ctx: RequestContext, groupId: string) {
  await requireDigestEditor(ctx, groupId);
  return present(groupId, await findDigest(ctx.db, ctx.companyId, groupId));
}

export async function putDigest(
  ctx: RequestContext,
  groupId: string,
  body: { enabled: boolean; dayOfWeek: number; hour: number; postCount: number },
) {
  await requireDigestEditor(ctx, groupId);
  return ctx.db.transaction(async (tx) => {
    await saveDigest(tx, { companyId: ctx.companyId, groupId, ...body });
    return present(groupId, await findDigest(tx, ctx.companyId, groupId));
  });
}

/** The Group digests tab: managers see every group, a group admin the groups they run. */
export async function listDigestGroups(ctx: RequestContext) {
  if (!isManager(ctx.actor.role) && ctx.actor.role !== "group_admin") throw forbidden();
  const groups = await findDigestGroups(
    ctx.db,
    ctx.companyId,
    isManager(ctx.actor.role) ? null : ctx.actor.userId,
  );
  const groupList = [];
  for (const g of groups)
    groupList.push({
      _id: g.id,
      name: g.name,
      memberCount: g.memberCount,
      digest: present(g.id, await findDigest(ctx.db, ctx.companyId, g.id)),
    });
  return { groupList };
}
