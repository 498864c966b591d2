import {
  type companyCreateBodySchema,
  RESERVED_SUBDOMAINS,
} from "@chorus/shared/company/company-admin.contract";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { REGISTRATION_LINK_HOURS } from "@chorus/shared/registration/registration.contract";
import type { z } from "zod";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { badRequest } from "../../platform/errors.ts";
import { companyInvitationMail, companyLink, mailBrandOf } from "../../platform/mail/index.ts";
import { insertCompany, insertFirstAdmin, presentCompanySummary } from "../company/index.ts";
import { issueAccountToken } from "../login-link/index.ts";

export const SUBDOMAIN_TAKEN = "This subdomain is already taken. Please choose another one.";

/**
 * POST /api/company: the company and its first admin in one transaction; the admin gets a link
 * (24 h, single use) that signs them in on the new company's address.
 */
export async function createCompany(
  ctx: RequestContext,
  deps: Pick<AppDeps, "config" | "mailer">,
  body: z.output<typeof companyCreateBodySchema>,
) {
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(body.subdomain)) throw badRequest(SUBDOMAIN_TAKEN);
  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertCompany(tx, {
      id: newObjectId(),
      name: body.name,
      subdomain: body.subdomain,
      createdByCompanyId: ctx.companyId,
    });
    if (!row) throw badRequest(SUBDOMAIN_TAKEN);
    const adminUserId = newObjectId();
    await insertFirstAdmin(tx, {
      id: adminUserId,
      companyId: row.id,
      email: body.adminEmail,
      firstName: body.adminFirstName,
      lastName: body.adminLastName,
    });
    const { token } = await issueAccountToken(tx, {
      companyId: row.id,
      userId: adminUserId,
      purpose: "registration",
    });
    return { row, adminUserId, token };
  });
  const mail = companyInvitationMail(
    mailBrandOf({ ...created.row, language: created.row.defaultPlatformLanguage }),
    {
      url: companyLink(deps.config, created.row, `/auth/link/${created.token}`),
      hours: REGISTRATION_LINK_HOURS,
      invitedBy: "Chorus",
    },
  );
  await deps.mailer.send({
    companyId: created.row.id,
    to: body.adminEmail,
    ...mail,
    kind: "company_invitation",
  });
  ctx.log.info({ companyId: created.row.id, by: ctx.actor.userId }, "company created");
  return { company: presentCompanySummary(created.row, 1), adminUserId: created.adminUserId };
}
