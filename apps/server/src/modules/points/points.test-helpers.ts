import type { Queryable } from "../../db/client.ts";
import { recordCredit } from "./points.repository.ts";

/**
 * Points earned at a given time, through the one ledger writer (so the rollup follows): tests of
 * rankings over past ranges. Production credits are stamped with the time they are written.
 */
export function earnAt(
  db: Queryable,
  entry: { companyId: string; userId: string; points: number; coins?: number; at: Date },
): Promise<unknown> {
  return recordCredit(db, { coins: 0, ...entry, reason: "test", postId: null });
}
