import type { Role } from "@chorus/shared/access/roles";
import type { CompanyLabs, LabState, UserLabs } from "@chorus/shared/labs/labs.contract";
import { labsShownTo, userFlagsShownTo } from "@chorus/shared/labs/labs-page.rules";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, forbidden, notFound } from "../../platform/errors.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import { findCompany } from "../company/index.ts";
import {
  findFeatureMap,
  lockCompany,
  lockFeatureMap,
  migrateToGroups,
  setCompanyLabs,
  setFeatureMap,
} from "./labs.repository.ts";

export const LAB_HIDDEN = "Only company admins can change this lab.";
export const ALREADY_GROUPS = "This instance already has groups.";

function present(role: Role, labList: readonly string[], isGroupEnabled: boolean): CompanyLabs {
  return {
    labList: labsShownTo(role).map((name) => ({ name, isEnabled: labList.includes(name) })),
    instanceType: isGroupEnabled ? "group" : "classic",
  };
}

/** GET /api/company/{companyId}/labs: the labs the caller's role may see. */
export async function getCompanyLabs(ctx: RequestContext, companyId: string): Promise<CompanyLabs> {
  requireSameCompany(ctx, companyId);
  const company = await findCompany(ctx.db, ctx.companyId);
  if (!company) throw notFound("Company not found");
  return present(ctx.actor.role, company.labList, company.isGroupEnabled);
}

/** PUT /api/company/{companyId}/labs: a lab hidden from the caller cannot be switched (403). */
export async function saveCompanyLabs(ctx: RequestContext, companyId: string, changes: LabState[]) {
  requireSameCompany(ctx, companyId);
  const shown = new Set<string>(labsShownTo(ctx.actor.role));
  if (changes.some((c) => !shown.has(c.name))) throw forbidden(LAB_HIDDEN);
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await lockCompany(tx, ctx.companyId);
    if (!row) throw notFound("Company not found");
    const on = new Set(row.labList);
    for (const change of changes) {
      if (change.isEnabled) on.add(change.name);
      else on.delete(change.name);
    }
    const labList = [...on].sort();
    await setCompanyLabs(tx, ctx.companyId, labList);
    return { labList, isGroupEnabled: row.isGroupEnabled };
  });
  return present(ctx.actor.role, saved.labList, saved.isGroupEnabled);
}

/** POST /api/company/{companyId}/labs/migrate (smarper, classic instances only). */
export async function migrateInstance(ctx: RequestContext, companyId: string, withTeams: boolean) {
  requireSameCompany(ctx, companyId);
  return ctx.db.transaction(async (tx) => {
    const row = await lockCompany(tx, ctx.companyId);
    if (!row) throw notFound("Company not found");
    if (row.isGroupEnabled) throw new AppError(409, "409.0", ALREADY_GROUPS);
    return migrateToGroups(tx, ctx.companyId, row.name, withTeams);
  });
}

/** GET /api/user/{userId}/labs (managers). */
export async function getUserLabs(ctx: RequestContext, userId: string): Promise<UserLabs> {
  const featureMap = await findFeatureMap(ctx.db, ctx.companyId, userId);
  if (featureMap === null) throw notFound("User not found");
  return { featureMap: visibleFlags(ctx.actor.role, featureMap) };
}

function visibleFlags(role: Role, map: Record<string, boolean>) {
  const shown = new Set<string>(userFlagsShownTo(role));
  return Object.fromEntries(Object.entries(map).filter(([name]) => shown.has(name)));
}

/** PUT /api/user/{userId}/labs (managers): the flags named change, the others stay. */
export async function saveUserLabs(ctx: RequestContext, userId: string, body: UserLabs): Promise<UserLabs> {
  const shown = new Set<string>(userFlagsShownTo(ctx.actor.role));
  if (Object.keys(body.featureMap).some((name) => !shown.has(name))) throw forbidden(LAB_HIDDEN);
  const map = await ctx.db.transaction(async (tx) => {
    const current = await lockFeatureMap(tx, ctx.companyId, userId);
    if (current === null) throw notFound("User not found");
    const next = { ...current, ...body.featureMap } as Record<string, boolean>;
    await setFeatureMap(tx, ctx.companyId, userId, next);
    return next;
  });
  return { featureMap: visibleFlags(ctx.actor.role, map) };
}
