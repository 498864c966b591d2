import { LOGIN_LINK_DOMAIN_COUNT, LOGIN_LINK_MINUTES } from "@chorus/shared/login-link/login-link.contract";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { companyLink, mailBrandOf } from "../../platform/mail/index.ts";
import { findCompany } from "../company/index.ts";
import { type AccountRow, findAccount, findAccountsByEmail, markSignedIn } from "./account.repository.ts";
import { consumeAccountToken, issueAccountToken, type TokenCheck } from "./account-token.repository.ts";
import { loginLinkMail } from "./login-link.mail.ts";

type MailDeps = Pick<AppDeps, "db" | "config" | "mailer">;

/** Mails one login link to an account; the link opens GET /auth/link/{token} on its company's site. */
export async function mailLoginLink(deps: MailDeps, account: AccountRow) {
  if (!account.email) return;
  const { token } = await issueAccountToken(deps.db, {
    companyId: account.companyId,
    userId: account.userId,
    purpose: "login_link",
  });
  const mail = loginLinkMail.render(mailBrandOf({ ...account.company, language: account.language }), {
    url: companyLink(deps.config, account.company, `/auth/link/${token}`),
    minutes: LOGIN_LINK_MINUTES,
  });
  await deps.mailer.send({ companyId: account.companyId, to: account.email, ...mail });
}

/**
 * PUT /api/user: a one-time login link for every account with this address in the host's
 * company (on localhost: in any company). No account → 404.2 'User not found' (access §8): the
 * login dialog needs to know, to offer registration.
 */
export async function sendLoginLinks(deps: MailDeps, input: { email: string; hostCompanyId: string | null }) {
  const accounts = await findAccountsByEmail(deps.db, input.email, input.hostCompanyId);
  if (accounts.length === 0) throw new AppError(404, "404.2");
  for (const account of accounts) await mailLoginLink(deps, account);
}

/**
 * GET /auth/link/{token}: spends a login or registration link and names the account to sign in.
 * The account must still be active.
 */
export async function redeemLoginLink(
  db: Db,
  token: string,
): Promise<{ ok: true; account: AccountRow } | Extract<TokenCheck, { ok: false }>> {
  return db.transaction(async (tx) => {
    const verdict = await consumeAccountToken(tx, { token, purposes: ["login_link", "registration"] });
    if (!verdict.ok) return verdict;
    const account = await findAccount(tx, verdict.companyId, verdict.userId);
    if (!account) {
      // Spent on a deactivated account: undo nothing, the link is simply no good.
      return { ok: false as const, reason: "invalid" as const };
    }
    await markSignedIn(tx, account.companyId, account.userId, new Date());
    return { ok: true as const, account };
  });
}

/** GET /api/user/login-link/domains: the host company's first 6 e-mail domains, for the dialog. */
export async function loginLinkDomains(db: Db, hostCompanyId: string | null): Promise<string[]> {
  if (!hostCompanyId) return [];
  const row = await findCompany(db, hostCompanyId);
  return (row?.domainSet ?? []).slice(0, LOGIN_LINK_DOMAIN_COUNT);
}
