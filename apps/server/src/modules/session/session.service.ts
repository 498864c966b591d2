import { mayTakeRole, type Role, roleSchema, switchableRoles } from "@chorus/shared/access/roles";
import type { Session2, SessionEnhancement } from "@chorus/shared/session/session.contract";
import type { RequestContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { SessionStore } from "../../platform/session.ts";
import { postOnBehalfSettings } from "../behalf/index.ts";
import { presentCompany } from "../company/index.ts";
import { presentSession2, presentSessionUser } from "./session.presenter.ts";
import { findChannelDuties, findSessionView } from "./session.repository.ts";

/** GET /api/session2: one query for the user, the company and the channel duties. */
export async function loadSession2(ctx: RequestContext): Promise<Session2> {
  const { db, companyId, actor } = ctx;
  const view = await findSessionView(db, companyId, actor.userId);
  if (!view) throw new AppError(401, "401.0");
  const { user, company: companyRow, duties } = view;
  const storedRole = roleSchema.parse(user.role);
  const switchable = switchableRoles({ role: storedRole, ...duties });
  const company = presentCompany(companyRow);
  return presentSession2(
    presentSessionUser(user, storedRole, company, duties, switchable, actor.role),
    actor.role,
    company,
  );
}

/** Saves the session with another role the user may take (core §6 role switching). */
export async function switchRole(ctx: RequestContext, sessions: SessionStore, role: Role): Promise<Session2> {
  const duties = await findChannelDuties(ctx.db, ctx.companyId, ctx.actor.userId);
  if (!mayTakeRole({ role: ctx.actor.storedRole, ...duties }, role)) throw new AppError(403, "403.1");
  await sessions.setRole(ctx.db, ctx.actor, role);
  return loadSession2({ ...ctx, actor: { ...ctx.actor, role } });
}

/**
 * GET /api/session2/user/enhancement. Posting on behalf needs an approved collaboration with a
 * content owner: canPost with post creation, canShare with external sharing.
 */
export async function loadEnhancement(ctx: RequestContext): Promise<SessionEnhancement> {
  return {
    userSettings: { postOnBehalf: await postOnBehalfSettings(ctx.db, ctx.companyId, ctx.actor.userId) },
  };
}
