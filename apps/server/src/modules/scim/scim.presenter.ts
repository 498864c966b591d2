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

/** RFC 7644 §3.9: `attributes` keeps only the named ones (plus id, schemas, meta); `excludedAttributes` drops. */
export function project(
  resource: ScimResource,
  options: { attributes?: string[]; excludedAttributes?: string[] },
): ScimResource {
  const always = new Set(["id", "schemas", "meta"]);
  const top = (path: string) =>
    path
      .toLowerCase()
      .replace(/^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/, "")
      .split(".")[0] as string;
  if (options.attributes?.length) {
    const keep = new Set(options.attributes.map(top));
    return Object.fromEntries(
      Object.entries(resource).filter(([key]) => always.has(key) || keep.has(key.toLowerCase())),
    ) as ScimResource;
  }
  if (options.excludedAttributes?.length) {
    const drop = new Set(options.excludedAttributes.map(top));
    return Object.fromEntries(
      Object.entries(resource).filter(([key]) => always.has(key) || !drop.has(key.toLowerCase())),
    ) as ScimResource;
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
