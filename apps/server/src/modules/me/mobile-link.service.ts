import { randomBytes } from "node:crypto";
import { MOBILE_APP_SCHEME } from "@chorus/shared/onboarding/onboarding.contract";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client.ts";
import { appUser, mobileLoginLink } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { hashToken } from "../../platform/crypto.ts";
import { badRequest } from "../../platform/errors.ts";
import type { SessionStore } from "../../platform/session.ts";

export const MOBILE_LINK_TTL_MS = 5 * 60_000;
export const MOBILE_LINK_INVALID = "This sign-in link has expired or was already used.";

/** GET /auth/mobile/redirect: a one-time deep link the mobile app exchanges for its own session. */
export async function createMobileLink(ctx: RequestContext) {
  const token = randomBytes(32).toString("base64url");
  await ctx.db.insert(mobileLoginLink).values({
    id: hashToken(token),
    companyId: ctx.companyId,
    userId: ctx.actor.userId,
    expiresAt: new Date(Date.now() + MOBILE_LINK_TTL_MS),
  });
  return { data: { link: `${MOBILE_APP_SCHEME}?token=${token}` } };
}

/** POST /auth/mobile/login: the app hands the token back once and gets a session cookie. */
export async function exchangeMobileLink(db: Db, sessions: SessionStore, reply: FastifyReply, token: string) {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(mobileLoginLink)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(mobileLoginLink.id, hashToken(token)),
          isNull(mobileLoginLink.usedAt),
          gt(mobileLoginLink.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!link) throw badRequest(MOBILE_LINK_INVALID);
    const [user] = await tx
      .select({ id: appUser.id, role: appUser.role })
      .from(appUser)
      .where(
        and(eq(appUser.companyId, link.companyId), eq(appUser.id, link.userId), eq(appUser.isActive, true)),
      );
    if (!user) throw badRequest(MOBILE_LINK_INVALID);
    await sessions.start(tx, reply, { userId: user.id, companyId: link.companyId, role: user.role });
    return { success: true as const };
  });
}
