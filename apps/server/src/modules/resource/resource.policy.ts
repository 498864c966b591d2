import { isManager } from "@chorus/shared/access/roles";
import {
  areResourcesShown,
  canReadResource,
  type ResourceViewer,
} from "@chorus/shared/resource/resource.rules";
import { and, eq } from "drizzle-orm";
import { appUser, groupAdmin } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import { findResource, type ResourceRow } from "./resource.repository.ts";

/** The viewer facts of the resource rules, plus whether the company shows resources to them. */
export interface ResourceAudience extends ResourceViewer {
  resourcesShown: boolean;
}

/**
 * Everything the rules need about the actor, read once per request. Group-admin powers follow the
 * active role, as for channels.
 */
export async function loadResourceAudience(ctx: RequestContext): Promise<ResourceAudience> {
  const { db, companyId, actor } = ctx;
  const [users, administered, company] = await Promise.all([
    db
      .select({ groupId: appUser.groupId })
      .from(appUser)
      .where(and(eq(appUser.companyId, companyId), eq(appUser.id, actor.userId)))
      .limit(1),
    actor.role === "group_admin"
      ? db
          .select({ groupId: groupAdmin.groupId })
          .from(groupAdmin)
          .where(and(eq(groupAdmin.companyId, companyId), eq(groupAdmin.userId, actor.userId)))
      : Promise.resolve([]),
    findCompany(db, companyId),
  ]);
  const viewer: ResourceViewer = {
    isCompanyManager: isManager(actor.role),
    groupId: users[0]?.groupId ?? null,
    administeredGroupIds: administered.map((row) => row.groupId),
  };
  const hidden = { isHideResourcesEnabled: company?.isHideResourcesEnabled ?? false };
  return { ...viewer, resourcesShown: areResourcesShown(hidden, viewer) };
}

export interface ReadableResource {
  resource: ResourceRow;
  audience: ResourceAudience;
}

/**
 * The resource if this actor may read it; else 404 — another tenant's, a deleted one, another
 * group's, or any while the company hides resources — so its existence is not told.
 */
export async function loadReadableResource(
  ctx: RequestContext,
  resourceId: string,
): Promise<ReadableResource> {
  const [row, audience] = await Promise.all([
    findResource(ctx.db, ctx.companyId, resourceId),
    loadResourceAudience(ctx),
  ]);
  if (!row || !audience.resourcesShown || !canReadResource(audience, row))
    throw notFound("Resource not found");
  return { resource: row, audience };
}
