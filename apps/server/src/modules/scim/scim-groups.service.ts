import { newObjectId } from "@chorus/shared/ids/object-id";
import { listResponse, presentGroup, project, type ScimResource } from "./scim.presenter.ts";
import {
  addMembers,
  existingUserIds,
  findGroup,
  findGroupByName,
  identityTypeOf,
  insertGroup,
  listGroups,
  membersOf,
  removeMembers,
  renameGroup,
  saveIdentity,
  touchLastSync,
} from "./scim.repository.ts";
import type { ScimContext, ScimTx } from "./scim-context.ts";
import { ScimError, scimNotFound } from "./scim-errors.ts";
import { parsePatchPath, type ScimFilter, ScimFilterError } from "./scim-filter.ts";
import { groupFilterSql } from "./scim-query.repository.ts";
import type { PatchOperation } from "./scim-users.service.ts";
import { toOptionalText, toText } from "./scim-values.ts";

/** A directory problem that does not fail the call (a group left empty): the caller reports it after commit. */
export interface ScimWarning {
  type: "ad_error_empty_group";
  message: string;
  /** The group's name, for the admins' notification in their language. */
  groupName: string;
}

const invalidGroup = (detail: string) => new ScimError(400, detail, "invalidValue", "ad_error_invalid_group");

type Projection = { attributes?: string[]; excludedAttributes?: string[] };
const wantsMembers = (projection: Projection) => {
  const named = (list?: string[]) =>
    list?.some((a) => /^(urn:ietf:params:scim:schemas:core:2\.0:group:)?members(\.|$)/i.test(a));
  if (projection.attributes?.length) return named(projection.attributes) === true;
  return named(projection.excludedAttributes) !== true;
};

async function present(ctx: ScimTx, groupId: string, projection: Projection = {}): Promise<ScimResource> {
  const group = await findGroup(ctx.db, ctx.companyId, ctx.mapping, groupId);
  if (!group) throw scimNotFound("Group", groupId);
  const members = wantsMembers(projection)
    ? await membersOf(ctx.db, ctx.companyId, ctx.mapping, groupId)
    : null;
  return project(presentGroup(group, members, ctx.baseUrl), projection);
}

export async function listScimGroups(
  ctx: ScimContext,
  filter: ScimFilter | null,
  page: { startIndex: number; offset: number; limit: number },
  projection: Projection,
) {
  let where = null;
  try {
    where = filter ? groupFilterSql(filter, ctx.mapping) : null;
  } catch (error) {
    if (error instanceof ScimFilterError) throw new ScimError(400, error.message, "invalidFilter");
    throw error;
  }
  const { total, rows } = await listGroups(ctx.db, ctx.companyId, ctx.mapping, where, page);
  const withMembers = wantsMembers(projection);
  const resources: ScimResource[] = [];
  for (const row of rows) {
    const members = withMembers ? await membersOf(ctx.db, ctx.companyId, ctx.mapping, row.id) : null;
    resources.push(project(presentGroup(row, members, ctx.baseUrl), projection));
  }
  return listResponse(resources, total, page.startIndex);
}

export const getScimGroup = (ctx: ScimContext, groupId: string, projection: Projection) =>
  present(ctx, groupId, projection);

/** The user ids of a `members` value ([{ value }]); every one must be a user of the company. */
async function memberIds(ctx: ScimTx, value: unknown): Promise<string[]> {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const ids = list.map((entry) => {
    const id = typeof entry === "object" && entry !== null ? (entry as { value?: unknown }).value : undefined;
    if (typeof id !== "string") throw invalidGroup("members must be a list of { value: userId }");
    return id;
  });
  const known = await existingUserIds(
    ctx.db,
    ctx.companyId,
    ids.filter((id) => /^[0-9a-f]{24}$/.test(id)),
  );
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw invalidGroup(`Unknown member ${unknown.slice(0, 3).join(", ")}`);
  return [...new Set(ids)];
}

async function requireFreeName(ctx: ScimTx, name: string, exceptId?: string) {
  const taken = await findGroupByName(ctx.db, ctx.companyId, ctx.mapping, name, exceptId);
  if (taken && !taken.detached) throw new ScimError(409, `Group ${name} already exists`, "uniqueness");
  return taken;
}

const nameOf = (value: unknown) => {
  const name = toText(value ?? "", "displayName", 100);
  if (!name) throw invalidGroup("displayName is required");
  return name;
};

async function setMembers(ctx: ScimTx, groupId: string, ids: string[]) {
  const current = (await membersOf(ctx.db, ctx.companyId, ctx.mapping, groupId)).map((m) => m.value);
  const keep = new Set(ids);
  await removeMembers(
    ctx.db,
    ctx.companyId,
    ctx.mapping,
    groupId,
    current.filter((id) => !keep.has(id)),
  );
  await addMembers(
    ctx.db,
    ctx.companyId,
    ctx.mapping,
    groupId,
    ids.filter((id) => !current.includes(id)),
  );
}

const bodyOf = (body: unknown): Record<string, unknown> => {
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw invalidGroup("The body must be a Group");
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k.toLowerCase(), v]));
};

export async function createScimGroup(ctx: ScimContext, body: unknown): Promise<ScimResource> {
  const fields = bodyOf(body);
  const name = nameOf(fields.displayname);
  const externalId = toOptionalText(fields.externalid, "externalId", 400);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    // A group the directory deleted earlier (detached) is taken back rather than made twice.
    const detached = await requireFreeName(tx, name);
    const id = detached?.id ?? newObjectId();
    if (!detached) await insertGroup(db, ctx.companyId, ctx.mapping, { id, name });
    await saveIdentity(db, {
      companyId: ctx.companyId,
      resourceType: identityTypeOf(ctx.mapping),
      resourceId: id,
      externalId,
      detached: false,
    });
    await setMembers(tx, id, await memberIds(tx, fields.members));
    await touchLastSync(db, ctx.companyId, ctx.now());
    return present(tx, id);
  });
}

/** Whether a change left a group that had members with none (ad_error_empty_group). */
async function emptied(
  ctx: ScimTx,
  groupId: string,
  before: number,
  name: string,
): Promise<ScimWarning | null> {
  if (before === 0) return null;
  const after = (await membersOf(ctx.db, ctx.companyId, ctx.mapping, groupId)).length;
  return after === 0
    ? {
        type: "ad_error_empty_group",
        message: `The directory group ${name} has no members any more`,
        groupName: name,
      }
    : null;
}

export async function replaceScimGroup(
  ctx: ScimContext,
  groupId: string,
  body: unknown,
): Promise<{ resource: ScimResource; warning: ScimWarning | null }> {
  const fields = bodyOf(body);
  const name = nameOf(fields.displayname);
  const externalId = toOptionalText(fields.externalid, "externalId", 400);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const group = await findGroup(db, ctx.companyId, ctx.mapping, groupId);
    if (!group) throw scimNotFound("Group", groupId);
    const before = (await membersOf(db, ctx.companyId, ctx.mapping, groupId)).length;
    if (name.toLowerCase() !== group.name.toLowerCase()) await requireFreeName(tx, name, groupId);
    await renameGroup(db, ctx.companyId, ctx.mapping, groupId, name);
    await saveIdentity(db, {
      companyId: ctx.companyId,
      resourceType: identityTypeOf(ctx.mapping),
      resourceId: groupId,
      externalId,
    });
    await setMembers(tx, groupId, await memberIds(tx, fields.members));
    await touchLastSync(db, ctx.companyId, ctx.now());
    return { resource: await present(tx, groupId), warning: await emptied(tx, groupId, before, name) };
  });
}

/** The user ids a members[...] path selects (only `value eq "id"` and or-lists of it are meaningful). */
async function selectedMembers(ctx: ScimTx, groupId: string, filter: ScimFilter): Promise<string[]> {
  const current = (await membersOf(ctx.db, ctx.companyId, ctx.mapping, groupId)).map((m) => m.value);
  const matches = (f: ScimFilter, id: string): boolean => {
    switch (f.kind) {
      case "compare":
        if (f.attr !== "value")
          throw new ScimError(400, `members filter on '${f.attr}' is not supported`, "invalidFilter");
        if (f.op === "eq") return f.value === id;
        if (f.op === "ne") return f.value !== id;
        throw new ScimError(400, `members filter operator '${f.op}' is not supported`, "invalidFilter");
      case "present":
        return true;
      case "and":
        return matches(f.left, id) && matches(f.right, id);
      case "or":
        return matches(f.left, id) || matches(f.right, id);
      case "not":
        return !matches(f.filter, id);
      default:
        throw new ScimError(400, "Nested value filters are not allowed", "invalidFilter");
    }
  };
  return current.filter((id) => matches(filter, id));
}

async function applyGroupOperation(
  ctx: ScimTx,
  groupId: string,
  operation: PatchOperation,
  name: { value: string },
) {
  const op = operation.op.toLowerCase();
  if (!["add", "replace", "remove"].includes(op))
    throw new ScimError(400, `Unknown operation ${operation.op}`, "invalidSyntax");
  if (!operation.path) {
    if (op === "remove") throw new ScimError(400, "remove needs a path", "noTarget");
    const value = bodyOf(operation.value);
    for (const [key, inner] of Object.entries(value)) {
      if (key === "id" || key === "schemas" || key === "meta") continue;
      await applyGroupOperation(ctx, groupId, { op, path: key, value: inner }, name);
    }
    return;
  }
  let path: ReturnType<typeof parsePatchPath>;
  try {
    path = parsePatchPath(operation.path);
  } catch (error) {
    throw new ScimError(400, (error as Error).message, "invalidPath");
  }
  if (path.attr === "members") {
    if (path.filter) {
      if (op !== "remove") throw new ScimError(400, "Only remove takes a members filter", "invalidPath");
      await removeMembers(
        ctx.db,
        ctx.companyId,
        ctx.mapping,
        groupId,
        await selectedMembers(ctx, groupId, path.filter),
      );
      return;
    }
    if (op === "add") {
      await addMembers(ctx.db, ctx.companyId, ctx.mapping, groupId, await memberIds(ctx, operation.value));
      return;
    }
    if (op === "replace") {
      await setMembers(ctx, groupId, await memberIds(ctx, operation.value));
      return;
    }
    // remove: the listed members (Entra ID sends a value), or every member.
    if (operation.value === undefined || operation.value === null) {
      await removeMembers(ctx.db, ctx.companyId, ctx.mapping, groupId, "all");
      return;
    }
    const listed = Array.isArray(operation.value) ? operation.value : [operation.value];
    const ids = listed
      .map((entry) =>
        typeof entry === "object" && entry !== null ? (entry as { value?: unknown }).value : undefined,
      )
      .filter((id): id is string => typeof id === "string");
    await removeMembers(ctx.db, ctx.companyId, ctx.mapping, groupId, ids);
    return;
  }
  if (path.attr === "displayname") {
    if (op === "remove") throw new ScimError(400, "displayName cannot be removed", "mutability");
    const next = nameOf(operation.value);
    if (next.toLowerCase() !== name.value.toLowerCase()) await requireFreeName(ctx, next, groupId);
    await renameGroup(ctx.db, ctx.companyId, ctx.mapping, groupId, next);
    name.value = next;
    return;
  }
  if (path.attr === "externalid") {
    await saveIdentity(ctx.db, {
      companyId: ctx.companyId,
      resourceType: identityTypeOf(ctx.mapping),
      resourceId: groupId,
      externalId: op === "remove" ? null : toOptionalText(operation.value, "externalId", 400),
    });
    return;
  }
  // Other attributes (the enterprise or vendor extensions) are not kept by Chorus.
}

export async function patchScimGroup(
  ctx: ScimContext,
  groupId: string,
  operations: readonly PatchOperation[],
  projection: Projection,
): Promise<{ resource: ScimResource; warning: ScimWarning | null }> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const group = await findGroup(db, ctx.companyId, ctx.mapping, groupId);
    if (!group) throw scimNotFound("Group", groupId);
    const before = (await membersOf(db, ctx.companyId, ctx.mapping, groupId)).length;
    const name = { value: group.name };
    for (const operation of operations) await applyGroupOperation(tx, groupId, operation, name);
    await saveIdentity(db, {
      companyId: ctx.companyId,
      resourceType: identityTypeOf(ctx.mapping),
      resourceId: groupId,
    });
    await touchLastSync(db, ctx.companyId, ctx.now());
    return {
      resource: await present(tx, groupId, projection),
      warning: await emptied(tx, groupId, before, name.value),
    };
  });
}

/** DELETE /Groups/{id}: the members leave it and it is detached from the directory (never deleted). */
export async function deleteScimGroup(ctx: ScimContext, groupId: string): Promise<void> {
  await ctx.db.transaction(async (db) => {
    const group = await findGroup(db, ctx.companyId, ctx.mapping, groupId);
    if (!group) throw scimNotFound("Group", groupId);
    await removeMembers(db, ctx.companyId, ctx.mapping, groupId, "all");
    await saveIdentity(db, {
      companyId: ctx.companyId,
      resourceType: identityTypeOf(ctx.mapping),
      resourceId: groupId,
      detached: true,
    });
    await touchLastSync(db, ctx.companyId, ctx.now());
  });
}
