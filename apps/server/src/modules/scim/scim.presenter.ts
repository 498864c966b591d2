import type { GroupRecord, MemberRecord, UserRecord } from "./scim.repository.ts";

export const SCIM_USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const SCIM_GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const SCIM_ENTERPRISE_USER_SCHEMA = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
export const SCIM_LIST_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
export const SCIM_PATCH_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";

/** A weak version from the last change, for meta.version (no ETag preconditions are supported). */
const versionOf = (at: Date) => `W/"${at.getTime().toString(36)}"`;

export type ScimResource = Record<string, unknown> & { id: string };

export function presentUser(user: UserRecord, baseUrl: string): ScimResource {
  const lastModified = user.updatedAt ?? user.createdAt;
  const displayName = `${user.firstName} ${user.lastName}`.trim();
  return {
    schemas: [SCIM_USER_SCHEMA],
    id: user.id,
    ...(user.externalId ? { externalId: user.externalId } : {}),
    userName: user.userName ?? user.email ?? user.id,
    name: { givenName: user.firstName, familyName: user.lastName, formatted: displayName },
    displayName,
    emails: user.email ? [{ value: user.email, type: "work", primary: true }] : [],
    active: user.isActive,
    meta: {
      resourceType: "User",
      created: user.createdAt.toISOString(),
      lastModified: lastModified.toISOString(),
      location: `${baseUrl}/Users/${user.id}`,
      version: versionOf(lastModified),
    },
  };
}

export function presentGroup(
  group: GroupRecord,
  members: MemberRecord[] | null,
  baseUrl: string,
): ScimResource {
  const lastModified = group.updatedAt ?? group.createdAt;
  return {
    schemas: [SCIM_GROUP_SCHEMA],
    id: group.id,
    ...(group.externalId ? { externalId: group.externalId } : {}),
    displayName: group.name,
    ...(members
      ? {
          members: members.map((m) => ({
            value: m.value,
            display: m.display,
            $ref: `${baseUrl}/Users/${m.value}`,
            type: "User",
          })),
        }
      : {}),
    meta: {
      resourceType: "Group",
      created: group.createdAt.toISOString(),
      lastModified: lastModified.toISOString(),
      location: `${baseUrl}/Groups/${group.id}`,
      version: versionOf(lastModified),
    },
  };
}

/** An attribute path as selection reads it: its attribute and, for "name.familyName", the sub-attribute. */
function selectionOf(paths: readonly string[]): Map<string, Set<string> | "whole"> {
  const selection = new Map<string, Set<string> | "whole">();
  for (const path of paths) {
    const [attribute = "", sub] = path
      .toLowerCase()
      .replace(/^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/, "")
      .split(".");
    const known = selection.get(attribute);
    if (known === "whole") continue;
    if (sub === undefined) selection.set(attribute, "whole");
    else selection.set(attribute, new Set([...(known ?? []), sub]));
  }
  return selection;
}

/** A complex value (or each value of a multi-valued one) with only the sub-attributes `keep` says yes to. */
function filterSubs(value: unknown, keep: (sub: string) => boolean): unknown {
  const pick = (item: unknown) =>
    item && typeof item === "object"
      ? Object.fromEntries(Object.entries(item).filter(([sub]) => keep(sub.toLowerCase())))
      : item;
  return Array.isArray(value) ? value.map(pick) : pick(value);
}

/**
 * RFC 7644 §3.9: `attributes` keeps only the named ones (plus id, schemas, meta, which are always
 * returned), `excludedAttributes` drops them; a sub-attribute path ("name.familyName") keeps or
 * drops that part of the complex attribute only.
 */
export function project(
  resource: ScimResource,
  options: { attributes?: string[]; excludedAttributes?: string[] },
): ScimResource {
  const always = new Set(["id", "schemas", "meta"]);
  if (options.attributes?.length) {
    const keep = selectionOf(options.attributes);
    const kept: [string, unknown][] = [];
    for (const [key, value] of Object.entries(resource)) {
      const wanted = keep.get(key.toLowerCase());
      if (always.has(key) || wanted === "whole") kept.push([key, value]);
      else if (wanted) kept.push([key, filterSubs(value, (sub) => wanted.has(sub))]);
    }
    return Object.fromEntries(kept) as ScimResource;
  }
  if (options.excludedAttributes?.length) {
    const drop = selectionOf(options.excludedAttributes);
    const kept: [string, unknown][] = [];
    for (const [key, value] of Object.entries(resource)) {
      const unwanted = drop.get(key.toLowerCase());
      if (always.has(key) || !unwanted) kept.push([key, value]);
      else if (unwanted !== "whole") kept.push([key, filterSubs(value, (sub) => !unwanted.has(sub))]);
    }
    return Object.fromEntries(kept) as ScimResource;
  }
  return resource;
}

export function listResponse(resources: ScimResource[], total: number, startIndex: number) {
  return {
    schemas: [SCIM_LIST_SCHEMA],
    totalResults: total,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
