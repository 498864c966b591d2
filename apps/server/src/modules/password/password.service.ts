import { PASSWORD_RESET_MINUTES } from "@chorus/shared/password/password.contract";
import { checkPassword, type PasswordStrength } from "@chorus/shared/password/password.rules";
import type { Db } from "../../db/client.ts";
import { hashPassword, verifyPassword } from "../../lib/password-hash.ts";
import type { Actor, RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { companyLink, mailBrandOf } from "../../platform/mail/index.ts";
import { findCompany } from "../company/index.ts";
import {
  type AccountRow,
  checkAccountToken,
  consumeAccountToken,
  findAccount,
  findAccountsByEmail,
  issueAccountToken,
} from "../login-link/index.ts";
import { endOtherSessions, storePasswordHash } from "./password.repository.ts";
import { passwordChangedMail } from "./password-changed.mail.ts";
import { unusableResetLink } from "./password-link.ts";
import { passwordContextOf, requireAcceptablePassword } from "./password-policy.ts";
import { passwordResetMail } from "./password-reset.mail.ts";

type MailDeps = Pick<AppDeps, "db" | "config" | "mailer">;

async function requireAccount(db: Db, companyId: string, userId: string): Promise<AccountRow> {
  const account = await findAccount(db, companyId, userId);
  if (!account) throw new AppError(401, "401.0");
  return account;
}

async function mailPasswordChanged(deps: MailDeps, account: AccountRow) {
  if (!account.email) return;
  const mail = passwordChangedMail.render(mailBrandOf({ ...account.company, language: account.language }), {
    forgotUrl: companyLink(deps.config, account.company, "/forgot-password"),
  });
  await deps.mailer.send({
    companyId: account.companyId,
    to: account.email,
    ...mail,
  });
}

/** POST /api/user/password: the first password (onboarding). One already set → 400.67. */
export async function setFirstPassword(ctx: RequestContext, newPassword: string) {
  const account = await requireAccount(ctx.db, ctx.companyId, ctx.actor.userId);
  if (account.passwordHash) throw new AppError(400, "400.67");
  requireAcceptablePassword(newPassword, passwordContextOf(account));
  const hash = await hashPassword(newPassword);
  await storePasswordHash(ctx.db, ctx.companyId, account.userId, hash);
  ctx.log.info({ userId: account.userId }, "password set");
}

/**
 * PUT /api/user/password: needs the current password (400.63 otherwise). Other sessions of the
 * user end; this one stays. The owner gets a 'password changed' mail.
 */
export async function changePassword(
  ctx: RequestContext,
  deps: MailDeps,
  input: { oldPassword: string; newPassword: string },
) {
  const account = await requireAccount(ctx.db, ctx.companyId, ctx.actor.userId);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, input.oldPassword))) {
    throw new AppError(400, "400.63");
  }
  requireAcceptablePassword(input.newPassword, passwordContextOf(account));
  const hash = await hashPassword(input.newPassword);
  const removedSessionCount = await ctx.db.transaction(async (tx) => {
    await storePasswordHash(tx, ctx.companyId, account.userId, hash);
    return endOtherSessions(tx, ctx.companyId, account.userId, ctx.actor.sessionId);
  });
  ctx.log.info({ userId: account.userId, removedSessionCount }, "password changed");
  await mailPasswordChanged(deps, account);
}

/**
 * POST /api/user/password/forget: mails a reset link (1 hour, single use) to every account with
 * the address in the host's company (on localhost: any company). Silent when there is none.
 */
export async function forgotPassword(deps: MailDeps, input: { email: string; hostCompanyId: string | null }) {
  const accounts = await findAccountsByEmail(deps.db, input.email, input.hostCompanyId);
  for (const account of accounts) {
    if (!account.email) continue;
    const { token } = await issueAccountToken(deps.db, {
      companyId: account.companyId,
      userId: account.userId,
      purpose: "password_reset",
    });
    const query = new URLSearchParams({ token, userId: account.userId });
    const mail = passwordResetMail.render(mailBrandOf({ ...account.company, language: account.language }), {
      url: companyLink(deps.config, account.company, `/resetPassword?${query}`),
      minutes: PASSWORD_RESET_MINUTES,
    });
    await deps.mailer.send({
      companyId: account.companyId,
      to: account.email,
      ...mail,
    });
  }
}

/**
 * POST /api/user/password/reset: a valid link (400.64 otherwise, saying why) and an acceptable
 * password set the new password, lift a sign-in lock and end every session of the user.
 * The link is spent only when the password is accepted, so a refused password can be retried.
 */
export async function resetPassword(
  deps: MailDeps & { log: RequestContext["log"] },
  input: { token: string; userId: string; newPassword: string },
) {
  const check = await checkAccountToken(deps.db, {
    token: input.token,
    purposes: ["password_reset"],
    userId: input.userId,
  });
  if (!check.ok) throw unusableResetLink(check.reason);
  const account = await findAccount(deps.db, check.companyId, check.userId);
  if (!account) throw unusableResetLink("invalid");
  requireAcceptablePassword(input.newPassword, passwordContextOf(account));
  const hash = await hashPassword(input.newPassword);
  const removedSessionCount = await deps.db.transaction(async (tx) => {
    const spent = await consumeAccountToken(tx, {
      token: input.token,
      purposes: ["password_reset"],
      userId: input.userId,
    });
    if (!spent.ok) throw unusableResetLink(spent.reason);
    await storePasswordHash(tx, account.companyId, account.userId, hash, { unlock: true });
    // No session to keep: whoever reset the password signs in afresh.
    return endOtherSessions(tx, account.companyId, account.userId, "");
  });
  deps.log.info({ userId: account.userId, removedSessionCount }, "password reset");
  await mailPasswordChanged(deps, account);
}

/**
 * POST /api/user/password/strength: the rules with the person's own names — from a valid reset
 * link, else from the session, else only the host company's name.
 */
export async function passwordStrength(
  db: Db,
  input: { password: string; token?: string; userId?: string },
  who: { actor: Actor | null; hostCompanyId: string | null },
): Promise<PasswordStrength> {
  if (input.token) {
    const check = await checkAccountToken(db, {
      token: input.token,
      purposes: ["password_reset"],
      userId: input.userId,
    });
    if (!check.ok) throw unusableResetLink(check.reason);
    const account = await findAccount(db, check.companyId, check.userId);
    if (!account) throw unusableResetLink("invalid");
    return checkPassword(input.password, passwordContextOf(account));
  }
  if (who.actor) {
    const account = await findAccount(db, who.actor.companyId, who.actor.userId);
    if (account) return checkPassword(input.password, passwordContextOf(account));
  }
  const host = who.hostCompanyId ? await findCompany(db, who.hostCompanyId) : null;
  return checkPassword(input.password, host ? { companyName: host.name, subdomain: host.subdomain } : {});
}
