import { canListCompanies, type Role } from "@chorus/shared/access/roles";
import type {
  CompanyList,
  CompanySettings,
  CompanyUpdateBody,
} from "@chorus/shared/company/company-admin.contract";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import { presentCompanySettings, presentCompanySummary } from "./company.presenter.ts";
import {
  type CompanyChanges,
  type CompanyRow,
  countActiveUsersByCompany,
  findCompany,
  listCompanies,
  updateCompany,
} from "./company.repository.ts";

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
