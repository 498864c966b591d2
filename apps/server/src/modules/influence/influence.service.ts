import { influenceWindow, scoresFor } from "@chorus/shared/influence/influence.rules";
import type { Db } from "../../db/client.ts";
import {
  countActiveUsers,
  flagNonSharers,
  listCompanyIds,
  saveScores,
  shareActivities,
} from "./influence.repository.ts";

/**
 * The daily influencer scores of every company (core §9): from each active user's shares of the six
 * months up to yesterday's end. Rerunning on the same day gives the same result (the job is idempotent).
 */
export async function computeInfluencerScores(
  db: Db,
  now: Date,
): Promise<{ companies: number; scored: number }> {
  const window = influenceWindow(now);
  const day = window.to.toISOString().slice(0, 10);
  let scored = 0;
  const companies = await listCompanyIds(db);
  for (const companyId of companies) {
    await db.transaction(async (tx) => {
      const activities = await shareActivities(tx, companyId, window);
      const scores = scoresFor(activities, await countActiveUsers(tx, companyId));
      await saveScores(tx, companyId, day, scores);
      scored += scores.size;
    });
  }
  return { companies: companies.length, scored };
}

/** People get two weeks to share before the activation prompt asks them to. */
const NON_SHARER_GRACE_DAYS = 14;

/** The doesn't-share flag of every company's users (the activation prompt), company by company. */
export async function flagNonSharersEverywhere(db: Db, now: Date): Promise<void> {
  for (const companyId of await listCompanyIds(db))
    await flagNonSharers(db, companyId, now, NON_SHARER_GRACE_DAYS);
}
