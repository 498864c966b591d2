import type { AppDeps } from "../../platform/deps.ts";
import { companyLink, PRODUCT_BRAND } from "../../platform/mail/index.ts";
import { findAccountsByEmail } from "./account.repository.ts";
import { accountRecoveryMail } from "./account-recovery.mail.ts";

const MAX_RECOVERED_ACCOUNTS = 20;

/**
 * POST /api/user/recovery: mails the address the list of sites where it has an account. The
 * answer is the same whether or not any exist, so the call reveals no account. The mail is
 * recorded in the outbox of the oldest account's company, and written in that account's language
 * (the accounts may each have their own; the mail has one reader).
 */
export async function mailAccountRecovery(deps: Pick<AppDeps, "db" | "config" | "mailer">, email: string) {
  const accounts = await findAccountsByEmail(deps.db, email, null, MAX_RECOVERED_ACCOUNTS);
  const first = accounts[0];
  if (!first?.email) return;
  const mail = accountRecoveryMail.render(
    { ...PRODUCT_BRAND, language: first.language },
    {
      accounts: accounts.map((a) => ({
        companyName: a.company.name,
        subdomain: a.company.subdomain,
        loginUrl: companyLink(deps.config, a.company, "/account"),
      })),
    },
  );
  await deps.mailer.send({ companyId: first.companyId, to: first.email, ...mail });
}
