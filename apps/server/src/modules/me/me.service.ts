import { FULL_NAME_REQUIRED } from "@chorus/shared/onboarding/onboarding.contract";
import { verifyPassword } from "../../lib/password-hash.ts";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import type { SessionStore } from "../../platform/session.ts";
import { findCompany } from "../company/index.ts";
import {
  countOtherActiveAdmins,
  eraseAccount,
  findMe,
  findMeSummary,
  leaveTeams,
  recountGroups,
  recountTeams,
  teamsOfUser,
  updateMeRow,
} from "./me.repository.ts";

export const ANONYMOUS_MODE_OFF = "Anonymous mode is not enabled for your company.";
export const WRONG_PASSWORD = "The password is not correct.";
export const PASSWORD_REQUIRED = "Please enter your password to delete your account.";
export const LAST_ADMIN =
  "You are the company's only admin. Make someone else an admin before deleting your account.";

async function presentMe(ctx: RequestContext) {
  const me = await findMeSummary(ctx.db, ctx.companyId, ctx.actor.userId);
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
    await updateMeRow(ctx.db, ctx.companyId, ctx.actor.userId, { anonymousEnabled: input.anonymousEnabled });
  } else {
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    if (!firstName || !lastName) throw badRequest(FULL_NAME_REQUIRED);
    await updateMeRow(ctx.db, ctx.companyId, ctx.actor.userId, { firstName, lastName });
  }
  return presentMe(ctx);
}

/**
 * DELETE /api/user/me: the account is deactivated and its personal data erased (names, e-mail
 * replaced by a tombstone, phone, password, avatar); comments and likes stay, now anonymous.
 * Sessions and tokens end. The last company admin cannot leave the company without an admin.
 */
export async function deleteMe(ctx: RequestContext, sessions: SessionStore, password: string | undefined) {
  const me = await findMe(ctx.db, ctx.companyId, ctx.actor.userId);
  if (!me) throw new AppError(401, "401.0");
  if (me.passwordHash) {
    if (!password) throw badRequest(PASSWORD_REQUIRED);
    if (!(await verifyPassword(me.passwordHash, password))) throw badRequest(WRONG_PASSWORD);
  }
  if (me.role === "admin") {
    if ((await countOtherActiveAdmins(ctx.db, ctx.companyId, me.id)) === 0) throw badRequest(LAST_ADMIN);
  }
  await ctx.db.transaction(async (tx) => {
    await eraseAccount(tx, ctx.companyId, me.id);
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
    await sessions.endAllFor(tx, ctx.companyId, me.id);
  });
  return { success: true as const };
}
