import type { AnalyticsNetwork, EmvRate } from "@chorus/shared/analytics/emv.rules";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { analyticsEmvRate, analyticsSetting } from "../../db/schema/index.ts";

export interface StoredEmvSettings {
  currency: string | null;
  rates: EmvRate[];
}

const toRate = (row: typeof analyticsEmvRate.$inferSelect): EmvRate => ({
  network: row.network as AnalyticsNetwork,
  cpc: row.cpc,
  cpm: row.cpm,
  impressionsPerShare: row.impressionsPerShare,
});

export async function readEmvSettings(db: Queryable, companyId: string): Promise<StoredEmvSettings> {
  const [setting] = await db.select().from(analyticsSetting).where(eq(analyticsSetting.companyId, companyId));
  const rows = await db.select().from(analyticsEmvRate).where(eq(analyticsEmvRate.companyId, companyId));
  return { currency: setting?.currency ?? null, rates: rows.map(toRate) };
}

/** Every company's stored rates and currency (the provider's cross-company dashboard). */
export async function readAllEmvSettings(db: Queryable): Promise<Map<string, StoredEmvSettings>> {
  const settings = await db.select().from(analyticsSetting);
  const rows = await db.select().from(analyticsEmvRate);
  const byCompany = new Map<string, StoredEmvSettings>();
  const entry = (companyId: string) => {
    let found = byCompany.get(companyId);
    if (!found) {
      found = { currency: null, rates: [] };
      byCompany.set(companyId, found);
    }
    return found;
  };
  for (const s of settings) entry(s.companyId).currency = s.currency;
  for (const r of rows) entry(r.companyId).rates.push(toRate(r));
  return byCompany;
}

/** Replaces the company's currency and rates (networks left out fall back to the defaults). */
export async function writeEmvSettings(
  db: Queryable,
  companyId: string,
  userId: string,
  settings: { currency: string; rates: EmvRate[] },
): Promise<void> {
  await db
    .insert(analyticsSetting)
    .values({ companyId, currency: settings.currency, ratesRevision: 1 })
    .onConflictDoUpdate({
      target: analyticsSetting.companyId,
      // A new revision: the posts' stored EMV is stale until the rollup job values them again.
      set: {
        currency: settings.currency,
        ratesRevision: sql`${analyticsSetting.ratesRevision} + 1`,
        updatedAt: new Date(),
      },
    });
  await db.delete(analyticsEmvRate).where(eq(analyticsEmvRate.companyId, companyId));
  if (settings.rates.length > 0)
    await db
      .insert(analyticsEmvRate)
      .values(settings.rates.map((r) => ({ companyId, updatedBy: userId, ...r })));
}

/** Whether the posts' stored EMV and impressions were computed with the company's current rates. */
export async function storedValuesAreCurrent(db: Queryable, companyId: string): Promise<boolean> {
  const [setting] = await db
    .select({ rates: analyticsSetting.ratesRevision, valued: analyticsSetting.valuedRevision })
    .from(analyticsSetting)
    .where(eq(analyticsSetting.companyId, companyId));
  return !setting || setting.rates === setting.valued;
}
