import type {
  EmvSettings,
  EmvSettingsBody,
  NetworkFigures,
} from "@chorus/shared/analytics/analytics.contract";
import {
  DEFAULT_EMV_CURRENCY,
  EMV_FORMULA_TEXT,
  type EmvRate,
  effectiveEmvRates,
  estimatedImpressions,
  shareEmv,
} from "@chorus/shared/analytics/emv.rules";
import type { Queryable } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { readEmvSettings, type StoredEmvSettings, writeEmvSettings } from "./emv.repository.ts";

/** The rates a company's figures are valued with: its own per network, the defaults elsewhere. */
export interface Valuation {
  currency: string;
  rates: EmvRate[];
}

export const valuationOf = (stored: StoredEmvSettings | undefined): Valuation => ({
  currency: stored?.currency ?? DEFAULT_EMV_CURRENCY,
  rates: effectiveEmvRates(stored?.rates ?? []),
});

export async function companyValuation(db: Queryable, companyId: string): Promise<Valuation> {
  return valuationOf(await readEmvSettings(db, companyId));
}

/** Network counts valued: impressions estimated from shares, EMV from clicks and impressions. */
export function valueNetworks(
  counts: readonly { network: EmvRate["network"]; shares: number; clicks: number }[],
  valuation: Valuation,
): { byNetwork: NetworkFigures[]; shares: number; clicks: number; impressions: number; emv: number } {
  const byNetwork = counts.map((c) => {
    const rate = valuation.rates.find((r) => r.network === c.network) ?? valuation.rates[0];
    if (!rate) throw new Error(`no EMV rate for ${c.network}`);
    return {
      network: c.network,
      shares: c.shares,
      clicks: c.clicks,
      impressions: estimatedImpressions(c.shares, rate),
      emv: shareEmv(c, rate),
    };
  });
  const sum = (key: "shares" | "clicks" | "impressions" | "emv") => byNetwork.reduce((t, n) => t + n[key], 0);
  return {
    byNetwork,
    shares: sum("shares"),
    clicks: sum("clicks"),
    impressions: sum("impressions"),
    emv: Math.round(sum("emv") * 100) / 100,
  };
}

export async function getEmvSettings(ctx: RequestContext): Promise<EmvSettings> {
  const stored = await readEmvSettings(ctx.db, ctx.companyId);
  return presentEmvSettings(stored);
}

export async function saveEmvSettings(ctx: RequestContext, body: EmvSettingsBody): Promise<EmvSettings> {
  return ctx.db.transaction(async (tx) => {
    await writeEmvSettings(tx, ctx.companyId, ctx.actor.userId, {
      currency: body.currency,
      rates: body.rateList,
    });
    return presentEmvSettings(await readEmvSettings(tx, ctx.companyId));
  });
}

function presentEmvSettings(stored: StoredEmvSettings): EmvSettings {
  const valuation = valuationOf(stored);
  const own = new Set(stored.rates.map((r) => r.network));
  return {
    currency: valuation.currency,
    formula: EMV_FORMULA_TEXT,
    rateList: valuation.rates.map((r) => ({ ...r, isDefault: !own.has(r.network) })),
  };
}
