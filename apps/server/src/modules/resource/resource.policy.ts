import { isManager } from "@chorus/shared/access/roles";
import {
  areResourcesShown,
  canReadResource,
  type ResourceViewer,
} from "@chorus/shared/resource/resource.rules";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import {
  findAdministeredGroupIds,
  findResource,
  findUserGroupId,
  type ResourceRow,
} from "./resource.repository.ts";

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
  const [groupId, administeredGroupIds, company] = await Promise.all([
    findUserGroupId(db, companyId, actor.userId),
    actor.role === "group_admin"
      ? findAdministeredGroupIds(db, companyId, actor.userId)
      : Promise.resolve([]),
    findCompany(db, companyId),
  ]);
  const viewer: ResourceViewer = {
    isCompanyManager: isManager(actor.role),
    groupId,
    administeredGroupIds,
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
