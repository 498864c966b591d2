import { EMAIL_PATTERN } from "@chorus/shared/auth/auth.contract";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { REGISTRATION_LINK_HOURS } from "@chorus/shared/registration/registration.contract";
import { isCompanyEmailDomain, isRegistrationAllowed } from "@chorus/shared/registration/registration.rules";
import type { Queryable } from "../../db/client.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { companyLink, mailBrandOf } from "../../platform/mail/index.ts";
import { applyDefaultChannels } from "../channel/index.ts";
import { type CompanyRow, findCompany } from "../company/index.ts";
import {
  countActiveUsers,
  emailIsUsed,
  findAccountsByEmail,
  issueAccountToken,
  lastTokenIssuedAt,
  normalizeEmail,
} from "../login-link/index.ts";
import type { Captcha } from "./captcha.ts";
import { registrationMail } from "./registration.mail.ts";
import { insertRegisteredUser } from "./registration.repository.ts";

type MailDeps = Pick<AppDeps, "db" | "config" | "mailer">;

/** A reminder within a minute of the last mail sends nothing (no mail-bombing through 'Resend'). */
const REMINDER_MIN_INTERVAL_MS = 60_000;

async function requireRegistrationCompany(deps: MailDeps, hostCompanyId: string | null): Promise<CompanyRow> {
  const company = hostCompanyId ? await findCompany(deps.db, hostCompanyId) : null;
  if (!company) {
    throw badRequest(
      `Registration happens on your company's own address (<subdomain>.${deps.config.baseDomain}); this address names no company.`,
    );
  }
  const open = isRegistrationAllowed({
    isSelfRegistrationEnabled: company.isSelfRegistrationEnabled,
    groupId: company.directoryGroupId,
    smarpLabList: company.labList,
  });
  if (!open) throw new AppError(400, "400.66");
  return company;
}

async function mailRegistrationLink(
  deps: MailDeps,
  tx: Queryable,
  company: CompanyRow,
  user: { id: string; email: string; language: string },
) {
  const { token } = await issueAccountToken(tx, {
    companyId: company.id,
    userId: user.id,
    purpose: "registration",
  });
  const mail = registrationMail.render(mailBrandOf({ ...company, language: user.language }), {
    url: companyLink(deps.config, company, `/auth/link/${token}`),
    hours: REGISTRATION_LINK_HOURS,
  });
  return { companyId: company.id, to: user.email, ...mail };
}

/**
 * POST /api/user/register (access §5, §8): only where registration is open (400.66); a solved
 * captcha (400.65); an address in the company's domains (400.14), not yet used there (400.24),
 * and a seat under the user limit (400.7). The newcomer is a fresh sharer without a password,
 * subscribed to the default channels, and gets a link that signs them in (24 h, single use).
 */
export async function registerUser(
  deps: MailDeps & { captcha: Captcha },
  input: { email: string; captcha: string; hostCompanyId: string | null },
) {
  const company = await requireRegistrationCompany(deps, input.hostCompanyId);
  const email = normalizeEmail(input.email);
  if (!EMAIL_PATTERN.test(email)) throw badRequest("Please enter a valid email address.");
  if (!(await deps.captcha.verifyAndSpend(input.captcha))) throw new AppError(400, "400.65");
  if (!isCompanyEmailDomain(email, company.domainSet)) throw new AppError(400, "400.14");
  if (await emailIsUsed(deps.db, company.id, email)) throw new AppError(400, "400.24");
  if (company.userLimit !== null && (await countActiveUsers(deps.db, company.id)) >= company.userLimit) {
    throw new AppError(400, "400.7");
  }

  const mail = await deps.db.transaction(async (tx) => {
    const id = newObjectId();
    // Two sign-ups racing with one address: the unique index decides, the loser hears 400.24.
    const inserted = await insertRegisteredUser(tx, {
      id,
      companyId: company.id,
      email,
      language: company.defaultPlatformLanguage,
    });
    if (!inserted) throw new AppError(400, "400.24");
    await applyDefaultChannels(tx, company.id, id, null);
    return mailRegistrationLink(deps, tx, company, { id, email, language: company.defaultPlatformLanguage });
  });
  await deps.mailer.send(mail);
}

/**
 * PUT /api/user/register/reminder: sends the registration link again to an account that never
 * signed in. Answers the same either way, so it reveals nothing.
 */
export async function remindRegistration(
  deps: MailDeps,
  input: { email: string; hostCompanyId: string | null },
) {
  const company = await requireRegistrationCompany(deps, input.hostCompanyId);
  const [account] = await findAccountsByEmail(deps.db, input.email, company.id, 1);
  if (!account?.email || account.passwordHash || account.lastActiveAt) return;
  const last = await lastTokenIssuedAt(deps.db, company.id, account.userId, "registration");
  if (last && Date.now() - last.getTime() < REMINDER_MIN_INTERVAL_MS) return;
  const email = account.email;
  const mail = await deps.db.transaction((tx) =>
    mailRegistrationLink(deps, tx, company, { id: account.userId, email, language: account.language }),
  );
  await deps.mailer.send(mail);
}
