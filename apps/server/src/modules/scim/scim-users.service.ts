import { isUnderUserLimit, provisionUser } from "../social-auth/index.ts";
import { listResponse, presentUser, project, type ScimResource } from "./scim.presenter.ts";
import {
  attachUser,
  findDetachedUserIdByEmail,
  findUser,
  findUserIdByEmail,
  findUserIdByUserName,
  listUsers,
  saveIdentity,
  touchLastSync,
  type UserRecord,
  updateUser,
} from "./scim.repository.ts";
import type { ScimContext, ScimTx } from "./scim-context.ts";
import { ScimError, scimNotFound } from "./scim-errors.ts";
import { parsePatchPath, type ScimFilter, ScimFilterError } from "./scim-filter.ts";
import { userFilterSql } from "./scim-query.repository.ts";
import { isEmail, primaryEmail, toBoolean, toOptionalText, toText } from "./scim-values.ts";

/** What SCIM can change of a Chorus user. */
interface UserState {
  userName: string;
  externalId: string | null;
  givenName: string;
  familyName: string;
  /** displayName, used for the name when no given/family name is sent. */
  displayName: string | null;
  email: string | null;
  active: boolean;
}

const invalidAttribute = (detail: string) =>
  new ScimError(400, detail, "invalidValue", "ad_error_invalid_attribute");

function stateOf(user: UserRecord): UserState {
  return {
    userName: user.userName ?? user.email ?? user.id,
    externalId: user.externalId,
    givenName: user.firstName,
    familyName: user.lastName,
    displayName: null,
    email: user.email,
    active: user.isActive,
  };
}

/** Sets one attribute (a lower-cased path) of the state; attributes Chorus keeps no copy of are ignored. */
function setAttribute(state: UserState, path: string, value: unknown): void {
  switch (path) {
    case "username":
      state.userName = toText(value, "userName", 320);
      return;
    case "externalid":
      state.externalId = toOptionalText(value, "externalId", 400);
      return;
    case "active":
      state.active = toBoolean(value, "active");
      return;
    case "displayname":
      state.displayName = toOptionalText(value, "displayName", 200);
      return;
    case "name.givenname":
      state.givenName = toOptionalText(value, "name.givenName", 100) ?? "";
      return;
    case "name.familyname":
      state.familyName = toOptionalText(value, "name.familyName", 100) ?? "";
      return;
    case "name":
      if (value === null) {
        state.givenName = "";
        state.familyName = "";
        return;
      }
      if (typeof value !== "object" || Array.isArray(value)) throw invalidAttribute("name must be an object");
      for (const [key, inner] of Object.entries(value))
        setAttribute(state, `name.${key.toLowerCase()}`, inner);
      return;
    case "emails":
      state.email = value === null ? null : primaryEmail(value);
      return;
    case "emails.value":
      state.email = toOptionalText(value, "emails.value", 320);
      return;
    default:
    // name.formatted, title, phoneNumbers, addresses, the enterprise extension…: not kept by Chorus.
  }
}

function setFromObject(state: UserState, value: Record<string, unknown>): void {
  for (const [key, inner] of Object.entries(value)) {
    const path = key.toLowerCase();
    if (path === "schemas" || path === "id" || path === "meta") continue;
    setAttribute(state, path.replace(/^urn:ietf:params:scim:schemas:core:2\.0:user:/, ""), inner);
  }
}

/** The state a full representation (POST, PUT) describes. */
function stateFromBody(body: unknown): UserState {
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw invalidAttribute("The body must be a User");
  const state: UserState = {
    userName: "",
    externalId: null,
    givenName: "",
    familyName: "",
    displayName: null,
    email: null,
    active: true,
  };
  setFromObject(state, body as Record<string, unknown>);
  return state;
}

/** Checks a state and fills what follows from it (the e-mail from an e-mail userName, names from displayName). */
function finish(state: UserState): UserState {
  if (!state.userName) throw invalidAttribute("userName is required");
  const email = state.email || (isEmail(state.userName) ? state.userName : null);
  if (!isEmail(email))
    throw invalidAttribute("A user needs an e-mail address (emails, or a userName that is one)");
  let { givenName, familyName } = state;
  if (!givenName && !familyName && state.displayName) {
    const [first = "", ...rest] = state.displayName.split(/\s+/);
    givenName = first;
    familyName = rest.join(" ");
  }
  return {
    ...state,
    email: email.toLowerCase(),
    givenName: givenName.slice(0, 100),
    familyName: familyName.slice(0, 100),
  };
}

async function requireUnique(ctx: ScimTx, state: UserState, exceptId?: string) {
  const email = state.email as string;
  const taken =
    (await findUserIdByUserName(ctx.db, ctx.companyId, state.userName, exceptId)) ??
    (await findUserIdByEmail(ctx.db, ctx.companyId, email, exceptId)) ??
    (email !== state.userName.toLowerCase() && isEmail(state.userName)
      ? await findUserIdByEmail(ctx.db, ctx.companyId, state.userName, exceptId)
      : null);
  if (taken)
    throw new ScimError(409, `User ${state.userName} already exists`, "uniqueness", "ad_error_user_exists");
}

/** Writes a state over a user; deactivation signs the user out everywhere (never a deletion). */
async function applyState(ctx: ScimTx, user: UserRecord, state: UserState): Promise<void> {
  await updateUser(ctx.db, ctx.companyId, user.id, {
    email: state.email as string,
    firstName: state.givenName,
    lastName: state.familyName,
    isActive: state.active,
  });
  await saveIdentity(ctx.db, {
    companyId: ctx.companyId,
    resourceType: "User",
    resourceId: user.id,
    externalId: state.externalId,
    userName: state.userName,
  });
  if (user.isActive && !state.active) await ctx.sessions.endAllFor(ctx.db, ctx.companyId, user.id);
  await touchLastSync(ctx.db, ctx.companyId, ctx.now());
}

async function reread(ctx: ScimTx, userId: string): Promise<ScimResource> {
  const user = await findUser(ctx.db, ctx.companyId, userId);
  if (!user) throw scimNotFound("User", userId);
  return presentUser(user, ctx.baseUrl);
}

export async function listScimUsers(
  ctx: ScimContext,
  filter: ScimFilter | null,
  page: { startIndex: number; offset: number; limit: number },
  projection: { attributes?: string[]; excludedAttributes?: string[] },
) {
  let where = null;
  try {
    where = filter ? userFilterSql(filter) : null;
  } catch (error) {
    if (error instanceof ScimFilterError) throw new ScimError(400, error.message, "invalidFilter");
    throw error;
  }
  const { total, rows } = await listUsers(ctx.db, ctx.companyId, where, page);
  return listResponse(
    rows.map((row) => project(presentUser(row, ctx.baseUrl), projection)),
    total,
    page.startIndex,
  );
}

export async function getScimUser(ctx: ScimContext, userId: string): Promise<ScimResource> {
  return reread(ctx, userId);
}

export async function createScimUser(ctx: ScimContext, body: unknown): Promise<ScimResource> {
  const state = finish(stateFromBody(body));
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    // A user the directory deleted comes back (reactivated) when it provisions them again.
    const detached = await findDetachedUserIdByEmail(db, ctx.companyId, state.email as string);
    if (detached) {
      await attachUser(db, ctx.companyId, detached);
      const user = await findUser(db, ctx.companyId, detached);
      if (!user) throw new Error("re-attached user not found");
      await requireUnique(tx, state, detached);
      await applyState(tx, user, state);
      return reread(tx, detached);
    }
    await requireUnique(tx, state);
    if (state.active && !(await isUnderUserLimit(db, ctx.companyId)))
      throw new ScimError(403, "The company has reached its user limit", undefined, "ad_error_unexpected");
    const created = await provisionUser(db, {
      companyId: ctx.companyId,
      email: state.email as string,
      firstName: state.givenName,
      lastName: state.familyName,
      ssoProvisioned: true,
    });
    const user = await findUser(db, ctx.companyId, created.userId);
    if (!user) throw new Error("provisioned user not found");
    await applyState(tx, user, state);
    return reread(tx, created.userId);
  });
}

export async function replaceScimUser(
  ctx: ScimContext,
  userId: string,
  body: unknown,
): Promise<ScimResource> {
  const state = finish(stateFromBody(body));
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const user = await findUser(db, ctx.companyId, userId);
    if (!user) throw scimNotFound("User", userId);
    await requireUnique(tx, state, userId);
    await applyState(tx, user, state);
    return reread(tx, userId);
  });
}

export interface PatchOperation {
  op: string;
  path?: string;
  value?: unknown;
}

function applyUserOperation(state: UserState, operation: PatchOperation): void {
  const op = operation.op.toLowerCase();
  if (!["add", "replace", "remove"].includes(op))
    throw new ScimError(400, `Unknown operation ${operation.op}`, "invalidSyntax");
  if (!operation.path) {
    if (op === "remove") throw new ScimError(400, "remove needs a path", "noTarget");
    if (!operation.value || typeof operation.value !== "object" || Array.isArray(operation.value))
      throw new ScimError(400, `${operation.op} without a path needs an object value`, "invalidValue");
    setFromObject(state, operation.value as Record<string, unknown>);
    return;
  }
  let path: ReturnType<typeof parsePatchPath>;
  try {
    path = parsePatchPath(operation.path);
  } catch (error) {
    throw new ScimError(400, (error as Error).message, "invalidPath");
  }
  // emails[type eq "work"].value, emails[primary eq true].value: Chorus keeps one address.
  const target = path.filter
    ? path.attr === "emails"
      ? "emails.value"
      : ""
    : path.subAttr
      ? `${path.attr}.${path.subAttr}`
      : path.attr;
  if (path.filter && path.attr === "emails" && path.subAttr && path.subAttr !== "value") return;
  if (op === "remove") {
    if (target === "username") throw new ScimError(400, "userName cannot be removed", "mutability");
    if (target === "active") return;
    setAttribute(state, target, null);
    return;
  }
  if (path.filter && path.attr === "emails" && !path.subAttr && typeof operation.value === "object") {
    setAttribute(state, "emails", [operation.value]);
    return;
  }
  setAttribute(state, target, operation.value);
}

export async function patchScimUser(
  ctx: ScimContext,
  userId: string,
  operations: readonly PatchOperation[],
): Promise<ScimResource> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const user = await findUser(db, ctx.companyId, userId);
    if (!user) throw scimNotFound("User", userId);
    const state = stateOf(user);
    for (const operation of operations) applyUserOperation(state, operation);
    const next = finish(state);
    await requireUnique(tx, next, userId);
    await applyState(tx, user, next);
    return reread(tx, userId);
  });
}

/** DELETE /Users/{id}: deprovisioning deactivates (never deletes) and signs the user out everywhere. */
export async function deleteScimUser(ctx: ScimContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const user = await findUser(db, ctx.companyId, userId);
    if (!user) throw scimNotFound("User", userId);
    await updateUser(db, ctx.companyId, userId, { isActive: false });
    await saveIdentity(db, {
      companyId: ctx.companyId,
      resourceType: "User",
      resourceId: userId,
      detached: true,
    });
    await ctx.sessions.endAllFor(db, ctx.companyId, userId);
    await touchLastSync(db, tx.companyId, ctx.now());
  });
}
