import { and, eq } from "drizzle-orm";
import { appUser } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import type { SessionStore } from "../../platform/session.ts";

/** Ends every session of a user of the actor's company; another tenant's user is simply not found. */
export async function forceSignOut(ctx: RequestContext, sessions: SessionStore, userId: string) {
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(eq(appUser.companyId, ctx.companyId), eq(appUser.id, userId)))
      .limit(1);
    if (!user) throw notFound("User not found");
    const removedSessionCount = await sessions.endAllFor(tx, ctx.companyId, userId);
    ctx.log.info({ userId, removedSessionCount, by: ctx.actor.userId }, "forced sign-out");
    return { userId, removedSessionCount };
  });
}
