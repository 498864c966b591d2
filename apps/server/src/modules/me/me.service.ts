import { FULL_NAME_REQUIRED } from "@chorus/shared/onboarding/onboarding.contract";
import { and, eq, ne, sql } from "drizzle-orm";
import {
  appUser,
  mobileLoginLink,
  oauthAccessToken,
  personalAccessToken,
  userQueue,
} from "../../db/schema/index.ts";
import { verifyPassword } from "../../lib/password-hash.ts";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import type { SessionStore } from "../../platform/session.ts";
import { findCompany } from "../company/index.ts";
import { leaveTeams, recountGroups, recountTeams, teamsOfUser } from "./me.repository.ts";

export const ANONYMOUS_MODE_OFF = "Anonymous mode is not enabled for your company.";
export const WRONG_PASSWORD = "The password is not correct.";
export const PASSWORD_REQUIRED = "Please enter your password to delete your account.";
export const LAST_ADMIN =
  "You are the company's only admin. Make someone else an admin before deleting your account.";

const byMe = (ctx: RequestContext) =>
  and(eq(appUser.companyId, ctx.companyId), eq(appUser.id, ctx.actor.userId));

async function presentMe(ctx: RequestContext) {
  const [me] = await ctx.db
    .select({
      _id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      anonymousEnabled: appUser.anonymousEnabled,
    })
    .from(appUser)
    .where(byMe(ctx));
  if (!me) throw new AppError(401, "401.0");
  return me;
}

/** PUT /api/user/me: both names (onboarding fullname step) or the anonymous choice. */
export async function updateMe(
  ctx: RequestContext,
  input: { firstName: string; lastName: string } | { anonymousEnabled: boolean },
) {
  if ("anonymousEnabled" in input) {
    const company = await findCompany(ctx.db, ctx.companyId);
    if (input.anonymousEnabled && !company?.anonymousEnabled) throw badRequest(ANONYMOUS_MODE_OFF);
    await ctx.db.update(appUser).set({ anonymousEnabled: input.anonymousEnabled }).where(byMe(ctx));
  } else {
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (!firstName || !lastName) throw badRequest(FULL_NAME_REQUIRED);
    await ctx.db.update(appUser).set({ firstName, lastName }).where(byMe(ctx));
  }
  return presentMe(ctx);
}

/**
 * DELETE /api/user/me: the account is deactivated and its personal data erased (names, e-mail
 * replaced by a tombstone, phone, password, avatar); comments and likes stay, now anonymous.
 * Sessions and tokens end. The last company admin cannot leave the company without an admin.
 */
export async function deleteMe(ctx: RequestContext, sessions: SessionStore, password: string | undefined) {
  const [me] = await ctx.db.select().from(appUser).where(byMe(ctx));
  if (!me) throw new AppError(401, "401.0");
  if (me.passwordHash) {
    if (!password) throw badRequest(PASSWORD_REQUIRED);
    if (!(await verifyPassword(me.passwordHash, password))) throw badRequest(WRONG_PASSWORD);
  }
  if (me.role === "admin") {
    const [others] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(appUser)
      .where(
        and(
          eq(appUser.companyId, ctx.companyId),
          eq(appUser.role, "admin"),
          eq(appUser.isActive, true),
          ne(appUser.id, me.id),
        ),
      );
    if ((others?.count ?? 0) === 0) throw badRequest(LAST_ADMIN);
  }
  await ctx.db.transaction(async (tx) => {
    const mine = (
      table: typeof personalAccessToken | typeof oauthAccessToken | typeof mobileLoginLink | typeof userQueue,
    ) => and(eq(table.companyId, ctx.companyId), eq(table.userId, me.id));
    await tx
      .update(appUser)
      .set({
        isActive: false,
        firstName: "Deleted",
        lastName: "user",
        email: `deleted-${me.id}@deleted.invalid`,
        phoneNumber: null,
        passwordHash: null,
        avatarUrl: null,
        groupId: null,
        lockedUntil: null,
      })
      .where(byMe(ctx));
    const teams = await teamsOfUser(tx, ctx.companyId, me.id);
    await recountTeams(
      tx,
      ctx.companyId,
      await leaveTeams(
        tx,
        ctx.companyId,
        me.id,
        teams.map((t) => t.id),
      ),
    );
    await recountGroups(tx, ctx.companyId, [me.groupId]);
    await tx.delete(userQueue).where(mine(userQueue));
    await tx.delete(personalAccessToken).where(mine(personalAccessToken));
    await tx.delete(oauthAccessToken).where(mine(oauthAccessToken));
    await tx.delete(mobileLoginLink).where(mine(mobileLoginLink));
    await sessions.endAllFor(tx, ctx.companyId, me.id);
  });
  return { success: true as const };
}
