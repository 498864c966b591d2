import type { Db } from "../../db/client.ts";
import { lockRollupState, rollUpWindow, saveRollupState } from "./rollup.repository.ts";

const DAY_MS = 86_400_000;
/** Before the first run every event is rolled up. */
const FIRST_DAY = "2000-01-01";

/**
 * Brings the rollups up to date: recomputes every day from the day before the last run (UTC), so
 * events written while the last run was going, or just before midnight, are never missed. One
 * transaction, serialised on the state row: two processes never interleave.
 */
export async function rollUpAnalytics(db: Db, now = new Date()): Promise<{ since: string }> {
  return db.transaction(async (tx) => {
    const last = await lockRollupState(tx);
    const since = last ? new Date(last.getTime() - DAY_MS).toISOString().slice(0, 10) : FIRST_DAY;
    await rollUpWindow(tx, { since });
    await saveRollupState(tx, now);
    return { since };
  });
}

/**
 * Recomputes the rollups of one company (or all) from a day on, whatever the job did: for a
 * company whose history was imported, and for the bench. Does not move the job's watermark.
 */
export async function rebuildRollups(db: Db, window: { since: string; companyId?: string }): Promise<void> {
  await db.transaction((tx) => rollUpWindow(tx, window));
}
