import type { EngagerQuery } from "@chorus/shared/people/user-engagement.contract";
import type { RequestContext } from "../../platform/context.ts";
import { loadPeopleScope, requireGroupInScope } from "./people.scope.ts";
import { findEngagers } from "./user-engagement.repository.ts";

/** GET /api/user/engager: managers see the company (or one group), group admins their own groups. */
export async function listEngagers(ctx: RequestContext, query: EngagerQuery) {
  const scope = await loadPeopleScope(ctx);
  if (query.groupId !== undefined) requireGroupInScope(scope, query.groupId);
  const groupIds = query.groupId ? [query.groupId] : scope.companyWide ? undefined : scope.groupIds;
  const rows = await findEngagers(ctx.db, ctx.companyId, {
    from: query.from,
    to: query.to,
    groupIds,
    limit: query.limit,
  });
  return { engagerList: rows.map((r) => ({ ...r, shareCount: Number(r.shareCount) })) };
}
