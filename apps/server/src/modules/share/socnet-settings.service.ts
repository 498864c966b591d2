import { type NetworkKind, networkKindOf } from "@chorus/shared/share/network.rules";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { requireCompanyAdmin } from "../../platform/tenant.ts";
import { findCompanyRow, type SocnetOrderedEntry, updateCompanySocnet } from "./share.repository.ts";

type Settings = {
  SharingPoint?: number | undefined;
  authEnabled?: boolean | undefined;
  Signature?: string | undefined;
};

const present = (row: {
  socnetOrderedSet: SocnetOrderedEntry[];
  socnetMap: Record<string, { Signature: string }>;
}) => ({
  SocnetOrderedSet: row.socnetOrderedSet.map((e) => ({
    Name: e.Name as NetworkKind,
    SharingPoint: e.SharingPoint,
    authEnabled: e.authEnabled,
  })),
  SocnetMap: row.socnetMap,
});

export async function companySocnet(ctx: RequestContext, companyId: string) {
  requireCompanyAdmin(ctx, companyId);
  return present(await findCompanyRow(ctx.db, ctx.companyId));
}

/** PUT /api/company/{id}/socnet: the networks in the new order; every listed network once, no new ones. */
export async function reorderSocnet(ctx: RequestContext, companyId: string, nameList: readonly string[]) {
  requireCompanyAdmin(ctx, companyId);
  return ctx.db.transaction(async (tx) => {
    const row = await findCompanyRow(tx, ctx.companyId);
    const current = row.socnetOrderedSet;
    const names = current.map((e) => e.Name);
    const same =
      nameList.length === names.length &&
      new Set(nameList).size === nameList.length &&
      nameList.every((n) => names.includes(n));
    if (!same)
      throw badRequest(`nameList must list each of the company's networks once: ${names.join(", ")}`);
    const ordered = nameList.map((name) => current.find((e) => e.Name === name) as SocnetOrderedEntry);
    const updated = await updateCompanySocnet(tx, ctx.companyId, { socnetOrderedSet: ordered });
    return present(updated ?? row);
  });
}

/**
 * POST adds a network (or updates it when listed); PUT changes a listed one (404 otherwise).
 * Signature goes to SocnetMap, SharingPoint and authEnabled to SocnetOrderedSet.
 */
export async function saveSocnetSettings(
  ctx: RequestContext,
  companyId: string,
  name: string,
  settings: Settings,
  mode: "create" | "update",
) {
  requireCompanyAdmin(ctx, companyId);
  const kind = networkKindOf(name);
  if (!kind) throw notFound(`Unknown network ${name}`);
  return ctx.db.transaction(async (tx) => {
    const row = await findCompanyRow(tx, ctx.companyId);
    const set = [...row.socnetOrderedSet];
    const index = set.findIndex((e) => e.Name === kind);
    if (index < 0 && mode === "update") throw notFound(`${kind} is not one of the company's networks`);
    const before = index >= 0 ? set[index] : { Name: kind, SharingPoint: 0, authEnabled: false };
    const entry: SocnetOrderedEntry = {
      Name: kind,
      SharingPoint: settings.SharingPoint ?? before?.SharingPoint ?? 0,
      authEnabled: settings.authEnabled ?? before?.authEnabled ?? false,
    };
    if (index >= 0) set[index] = entry;
    else set.push(entry);
    const map = { ...row.socnetMap };
    if (settings.Signature !== undefined) map[kind] = { Signature: settings.Signature };
    const updated = await updateCompanySocnet(tx, ctx.companyId, { socnetOrderedSet: set, socnetMap: map });
    return present(updated ?? row);
  });
}
