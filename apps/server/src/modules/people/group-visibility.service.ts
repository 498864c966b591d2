import type { GroupVisibility } from "@chorus/shared/people/group-visibility.endpoints";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { loadGroupInScope } from "./group.service.ts";
import {
  existingGroupIds,
  findGroupVisibility,
  upsertGroupVisibility,
} from "./group-visibility.repository.ts";

export const VISIBLE_GROUPS_OF_COMPANY = "Please choose groups of the company.";
const OPEN: GroupVisibility = { isRestricted: false, visibleGroupIdList: [] };

/** GET /api/group/{groupId}/visibility: managers, or the group's own admins. */
export async function getGroupVisibility(ctx: RequestContext, groupId: string): Promise<GroupVisibility> {
  await loadGroupInScope(ctx, groupId);
  return (await findGroupVisibility(ctx.db, ctx.companyId, groupId)) ?? OPEN;
}

/** PUT /api/group/{groupId}/visibility (managers): the group itself is always visible to its members. */
export async function saveGroupVisibility(
  ctx: RequestContext,
  groupId: string,
  body: GroupVisibility,
): Promise<GroupVisibility> {
  await loadGroupInScope(ctx, groupId);
  const ids = [...new Set(body.visibleGroupIdList)].filter((id) => id !== groupId);
  const known = await existingGroupIds(ctx.db, ctx.companyId, ids);
  if (known.length !== ids.length) throw badRequest(VISIBLE_GROUPS_OF_COMPANY);
  const value = { isRestricted: body.isRestricted, visibleGroupIdList: body.isRestricted ? ids : [] };
  await ctx.db.transaction((tx) => upsertGroupVisibility(tx, ctx.companyId, groupId, value));
  return value;
}
