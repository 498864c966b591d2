import { DEFAULT_EMV_RATES, type EmvRate } from "@chorus/shared/analytics/emv.rules";
import { type SQL, sql } from "drizzle-orm";
import { NETWORK_COLUMNS } from "./analytics-sql.repository.ts";

/**
 * EMV and impressions in SQL, for the posts page's sort. The value is the same IEEE sum, in the
 * same order, whether the rates are constants of one company (a report) or the columns of the
 * `rates` relation below (the rollup storing analytics_post_total.emv): sorting by the stored
 * column and by the expression gives one order.
 */

/** clicks × CPC + shares × (reach × CPM / 1000), summed over the networks, for a row alias. */
export const emvExpression = (alias: string, rates: readonly EmvRate[]): SQL =>
  sql.join(
    NETWORK_COLUMNS.map((c) => {
      const rate = rates.find((r) => r.network === c.network);
      const cpc = rate?.cpc ?? 0;
      const perShare = ((rate?.impressionsPerShare ?? 0) * (rate?.cpm ?? 0)) / 1000;
      return sql`${sql.raw(`${alias}${c.clicks}`)} * ${cpc}::float8 + ${sql.raw(`${alias}${c.shares}`)} * ${perShare}::float8`;
    }),
    sql` + `,
  );

export const impressionsExpression = (alias: string, rates: readonly EmvRate[]): SQL =>
  sql.join(
    NETWORK_COLUMNS.map((c) => {
      const perShare = rates.find((r) => r.network === c.network)?.impressionsPerShare ?? 0;
      return sql`${sql.raw(`${alias}${c.shares}`)}::int8 * ${perShare}::int8`;
    }),
    sql` + `,
  );

/**
 * Every company's effective rates, one row per company (`rates`): cpc_<network>,
 * per_share_<network> (reach × CPM / 1000) and reach_<network>, the company's own rate where it
 * set one, else the default.
 */
export const companyRates = (): SQL => {
  const columns = NETWORK_COLUMNS.flatMap((c) => {
    const d = DEFAULT_EMV_RATES[c.network];
    const own = (expr: string) => `max(${expr}) FILTER (WHERE r.network = '${c.network}')`;
    return [
      `coalesce(${own("r.cpc")}, ${d.cpc}::float8) AS cpc_${c.network}`,
      `coalesce(${own("r.impressions_per_share * r.cpm / 1000")}, ${(d.impressionsPerShare * d.cpm) / 1000}::float8) AS per_share_${c.network}`,
      `coalesce(${own("r.impressions_per_share")}, ${d.impressionsPerShare})::int8 AS reach_${c.network}`,
    ];
  });
  return sql`SELECT c.id AS company_id, ${sql.raw(columns.join(", "))}
               FROM company c LEFT JOIN analytics_emv_rate r ON r.company_id = c.id
              GROUP BY c.id`;
};

/** The stored EMV of a row alias, with the `rates` row alias `r` (see companyRates). */
export const storedEmv = (alias: string): SQL =>
  sql.raw(
    NETWORK_COLUMNS.map(
      (c) => `${alias}${c.clicks} * r.cpc_${c.network} + ${alias}${c.shares} * r.per_share_${c.network}`,
    ).join(" + "),
  );

export const storedImpressions = (alias: string): SQL =>
  sql.raw(NETWORK_COLUMNS.map((c) => `${alias}${c.shares}::int8 * r.reach_${c.network}`).join(" + "));
