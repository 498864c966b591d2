import { canListCompanies, type Role } from "@chorus/shared/access/roles";
import type { companyCreateBodySchema } from "@chorus/shared/company/company-admin.contract";
import {
  type CompanyList,
  type CompanySettings,
  type CompanyUpdateBody,
  RESERVED_SUBDOMAINS,
} from "@chorus/shared/company/company-admin.contract";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { REGISTRATION_LINK_HOURS } from "@chorus/shared/registration/registration.contract";
import type { z } from "zod";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { companyInvitationMail, companyLink, mailBrandOf } from "../../platform/mail/index.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import { issueAccountToken } from "../login-link/index.ts";
import { presentCompanySettings, presentCompanySummary } from "./company.presenter.ts";
import {
  type CompanyChanges,
  type CompanyRow,
  countActiveUsersByCompany,
  findCompany,
  insertCompany,
  insertFirstAdmin,
  listCompanies,
  updateCompany,
} from "./company.repository.ts";

export const SUBDOMAIN_TAKEN = "This subdomain is already taken. Please choose another one.";
export const LABS_STAFF_ONLY = "Only smarpers and partners change the labs of a company.";

/** Labs switch product features on (some paid): Chorus staff decide them, not the company's admin. */
const mayChangeLabs = (role: Role) => canListCompanies(role);

/** GET /api/company: a smarper sees every company, a partner its own and the ones it created. */
export async function listCompaniesFor(ctx: RequestContext): Promise<CompanyList> {
  const rows = await listCompanies(
    ctx.db,
    ctx.actor.role === "smarper" ? { kind: "all" } : { kind: "partner", companyId: ctx.companyId },
  );
  const counts = await countActiveUsersByCompany(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { companyList: rows.map((row) => presentCompanySummary(row, counts.get(row.id) ?? 0)) };
}

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
  const mail = companyInvitationMail(mailBrandOf(created.row), {
    url: companyLink(deps.config, created.row, `/auth/link/${created.token}`),
    hours: REGISTRATION_LINK_HOURS,
    invitedBy: "Chorus",
  });
  await deps.mailer.send({
    companyId: created.row.id,
    to: body.adminEmail,
    ...mail,
    kind: "company_invitation",
  });
  ctx.log.info({ companyId: created.row.id, by: ctx.actor.userId }, "company created");
  return { company: presentCompanySummary(created.row, 1), adminUserId: created.adminUserId };
}

async function ownCompany(ctx: RequestContext, companyId: string): Promise<CompanyRow> {
  requireSameCompany(ctx, companyId);
  const row = await findCompany(ctx.db, ctx.companyId);
  if (!row) throw notFound("Company not found");
  return row;
}

/** GET /api/company/{companyId}: the caller's own company only (another one is not found). */
export async function readCompanySettings(ctx: RequestContext, companyId: string): Promise<CompanySettings> {
  return presentCompanySettings(await ownCompany(ctx, companyId));
}

/** The body's spec names to our columns; fields not sent stay as they are. */
export function changesOf(body: CompanyUpdateBody): CompanyChanges {
  const { _id, postCreation, RewardEnabled, smarpLabList, ...same } = body;
  return {
    ...same,
    ...(RewardEnabled !== undefined && { rewardEnabled: RewardEnabled }),
    ...(smarpLabList !== undefined && { labList: [...new Set(smarpLabList)] }),
    ...(postCreation !== undefined && { adminsOnlyPosting: postCreation.adminsOnlyPosting }),
    ...(body.domainSet !== undefined && { domainSet: [...new Set(body.domainSet)] }),
  };
}

/** PUT /api/company/{companyId}: admin-level of that company; labs are for smarpers and partners. */
export async function updateCompanySettings(
  ctx: RequestContext,
  companyId: string,
  body: CompanyUpdateBody,
): Promise<CompanySettings> {
  requireSameCompany(ctx, companyId);
  if (body._id !== undefined && body._id !== companyId)
    throw badRequest("_id: must be the company of the path");
  if (body.smarpLabList !== undefined && !mayChangeLabs(ctx.actor.role)) throw forbidden(LABS_STAFF_ONLY);
  const row = await ctx.db.transaction((tx) => updateCompany(tx, ctx.companyId, changesOf(body)));
  if (!row) throw notFound("Company not found");
  return presentCompanySettings(row);
}
