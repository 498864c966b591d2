import { ANALYTICS_NETWORKS } from "@chorus/shared/analytics/emv.rules";
import { type SQL, sql } from "drizzle-orm";

export { rowsOf } from "../../db/rows.ts";
export { textArray } from "../../db/sql-arrays.ts";

/** The network columns of the rollups, from ANALYTICS_NETWORKS (constants, never input). */
export const NETWORK_COLUMNS = ANALYTICS_NETWORKS.map((network) => ({
  network,
  shares: `shares_${network}`,
  clicks: `clicks_${network}`,
}));
export const networkColumnList = (alias = ""): SQL =>
  sql.raw(NETWORK_COLUMNS.flatMap((c) => [`${alias}${c.shares}`, `${alias}${c.clicks}`]).join(", "));

/** `sum(shares_linkedin) AS shares_linkedin, …` over rollup rows that have the columns. */
export const sumNetworkColumns = (alias = ""): SQL =>
  sql.raw(
    NETWORK_COLUMNS.flatMap((c) => [
      `sum(${alias}${c.shares})::int AS ${c.shares}`,
      `sum(${alias}${c.clicks})::int AS ${c.clicks}`,
    ]).join(", "),
  );

/** Pivot of rows that have `network`, `shares`, `clicks` columns into the network columns. */
export const pivotNetworkColumns = (): SQL =>
  sql.raw(
    NETWORK_COLUMNS.flatMap((c) => [
      `sum(CASE WHEN network = '${c.network}' THEN shares ELSE 0 END) AS ${c.shares}`,
      `sum(CASE WHEN network = '${c.network}' THEN clicks ELSE 0 END) AS ${c.clicks}`,
    ]).join(", "),
  );

/** Zeros for every network column (a UNION branch without shares). */
export const zeroNetworkColumns = (): SQL =>
  sql.raw(NETWORK_COLUMNS.flatMap((c) => [`0 AS ${c.shares}`, `0 AS ${c.clicks}`]).join(", "));

/** The network columns of a rollup row, read back as numbers. */
export type NetworkColumns = Record<string, number | string | null>;
export function networkCountsOf(
  row: NetworkColumns,
): { network: (typeof ANALYTICS_NETWORKS)[number]; shares: number; clicks: number }[] {
  return NETWORK_COLUMNS.map((c) => ({
    network: c.network,
    shares: Number(row[c.shares] ?? 0),
    clicks: Number(row[c.clicks] ?? 0),
  }));
}

/** Midnight UTC of a day (YYYY-MM-DD), as a timestamptz literal. */
export const dayStart = (day: string): string => `${day}T00:00:00.000Z`;
/** Midnight UTC after a day: the exclusive end of a range ending that day. */
export function dayAfterStart(day: string): string {
  const next = new Date(Date.parse(dayStart(day)) + 86_400_000);
  return next.toISOString();
}
