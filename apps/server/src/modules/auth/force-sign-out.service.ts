import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import type { SessionStore } from "../../platform/session.ts";
import { companyHasUser } from "./auth.repository.ts";

/** Ends every session of a user of the actor's company; another tenant's user is simply not found. */
export async function forceSignOut(ctx: RequestContext, sessions: SessionStore, userId: string) {
  return ctx.db.transaction(async (tx) => {
    if (!(await companyHasUser(tx, ctx.companyId, userId))) throw notFound("User not found");
    const removedSessionCount = await sessions.endAllFor(tx, ctx.companyId, userId);
    ctx.log.info({ userId, removedSessionCount, by: ctx.actor.userId }, "forced sign-out");
    return { userId, removedSessionCount };
  });
}
