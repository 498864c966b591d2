import { newObjectId } from "@chorus/shared/ids/object-id";
import {
  COMPANY_WIDE,
  type Resource,
  type ResourceCreateBody,
  type ResourceList,
  type ResourceUpdateBody,
} from "@chorus/shared/resource/resource.contract";
import { hasResourceCuration } from "@chorus/shared/resource/resource.rules";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { sanitizePostHtml } from "../post/index.ts";
import { loadReadableResource, loadResourceAudience, type ResourceAudience } from "./resource.policy.ts";
import { presentResource } from "./resource.presenter.ts";
import {
  deleteResource,
  groupExists,
  insertResource,
  listResourcesOf,
  type ResourceChanges,
  updateResource,
} from "./resource.repository.ts";

const NO_CURATION = "ResourceCuration is needed: managers, or group admins for their group's resources.";

/**
 * GET /api/resource?groupId=. "company": the company-wide resources plus the viewer's own group's
 * (and the groups they administer). A group id: the company-wide ones plus that group's, for its
 * members, its admins and managers. While the company hides resources, non-managers get none.
 */
export async function listResources(ctx: RequestContext, selector: string): Promise<ResourceList> {
  const audience = await loadResourceAudience(ctx);
  let groupIds: string[];
  if (selector === COMPANY_WIDE) {
    groupIds = [...(audience.groupId ? [audience.groupId] : []), ...audience.administeredGroupIds];
  } else {
    if (!(await groupExists(ctx.db, ctx.companyId, selector))) throw notFound("Group not found");
    const belongs = audience.groupId === selector || audience.administeredGroupIds.includes(selector);
    if (!audience.isCompanyManager && !belongs)
      throw forbidden("Only the group's members see its resources.");
    groupIds = [selector];
  }
  if (!audience.resourcesShown) return { resourceList: [] };
  const rows = await listResourcesOf(ctx.db, ctx.companyId, groupIds);
  return { resourceList: rows.map((row) => presentResource(audience, row)) };
}

export async function getResource(ctx: RequestContext, resourceId: string): Promise<Resource> {
  const { resource, audience } = await loadReadableResource(ctx, resourceId);
  return presentResource(audience, resource);
}

export async function createResource(ctx: RequestContext, body: ResourceCreateBody): Promise<Resource> {
  const audience = await loadResourceAudience(ctx);
  const groupId = body.groupId === undefined ? defaultGroupOf(audience) : body.groupId;
  await requireGroup(ctx, groupId);
  if (!hasResourceCuration(audience, { groupId })) throw forbidden(NO_CURATION);
  if (!audience.resourcesShown) throw forbidden("Resources are hidden in this company.");
  const now = new Date();
  const row = await ctx.db.transaction((tx) =>
    insertResource(tx, {
      id: newObjectId(now),
      companyId: ctx.companyId,
      groupId,
      title: body.title,
      description: body.description ?? "",
      url: body.url ?? null,
      htmlBody: sanitizePostHtml(body.htmlBody ?? ""),
      imageUrl: body.imageUrl ?? null,
      commentEnabled: body.commentEnabled ?? true,
      createdBy: ctx.actor.userId,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return presentResource(audience, row);
}

export async function editResource(
  ctx: RequestContext,
  resourceId: string,
  body: ResourceUpdateBody,
): Promise<Resource> {
  const { resource, audience } = await loadReadableResource(ctx, resourceId);
  if (!hasResourceCuration(audience, resource)) throw forbidden(NO_CURATION);
  if (body.groupId !== undefined && body.groupId !== resource.groupId) {
    // Moving a resource needs curation where it lands too.
    await requireGroup(ctx, body.groupId);
    if (!hasResourceCuration(audience, { groupId: body.groupId })) throw forbidden(NO_CURATION);
  }
  const changes: ResourceChanges = { ...body };
  if (body.htmlBody !== undefined) changes.htmlBody = sanitizePostHtml(body.htmlBody);
  const updated = await ctx.db.transaction((tx) => updateResource(tx, ctx.companyId, resourceId, changes));
  if (!updated) throw notFound("Resource not found");
  return presentResource(audience, updated);
}

export async function removeResource(
  ctx: RequestContext,
  resourceId: string,
): Promise<{ id: string; deleted: true }> {
  const { resource, audience } = await loadReadableResource(ctx, resourceId);
  if (!hasResourceCuration(audience, resource)) throw forbidden(NO_CURATION);
  const deleted = await ctx.db.transaction((tx) => deleteResource(tx, ctx.companyId, resourceId));
  if (!deleted) throw notFound("Resource not found");
  return { id: resourceId, deleted: true };
}

/** Left out on create: a group admin's only group; a manager's company-wide; else it must be named. */
function defaultGroupOf(audience: ResourceAudience): string | null {
  if (audience.isCompanyManager) return null;
  const [only, ...more] = audience.administeredGroupIds;
  if (only && more.length === 0) return only;
  throw badRequest("groupId is required.");
}

/** A named group must be one of this company's (another tenant's group is not found). */
async function requireGroup(ctx: RequestContext, groupId: string | null): Promise<void> {
  if (groupId !== null && !(await groupExists(ctx.db, ctx.companyId, groupId)))
    throw notFound("Group not found");
}
