import type { Resource } from "@chorus/shared/resource/resource.contract";
import { type ResourceViewer, resourceAbilities } from "@chorus/shared/resource/resource.rules";
import type { ResourceRow } from "./resource.repository.ts";

/** Row → the Resource DTO; `id` and `_id` both name it (comments use `id`). */
export function presentResource(viewer: ResourceViewer, row: ResourceRow): Resource {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    description: row.description,
    url: row.url,
    htmlBody: row.htmlBody,
    imageUrl: row.imageUrl,
    groupId: row.groupId,
    commentEnabled: row.commentEnabled,
    commentCount: row.commentCount,
    createdAt: row.createdAt.toISOString(),
    abilities: resourceAbilities(viewer, row),
  };
}
