import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { onboardingPage } from "../../db/schema/index.ts";

export const findOnboardingPages = (db: Queryable, companyId: string) =>
  db.select().from(onboardingPage).where(eq(onboardingPage.companyId, companyId));

export async function upsertOnboardingPage(
  db: Queryable,
  companyId: string,
  pageName: string,
  values: { title: string; description: string },
): Promise<void> {
  await db
    .insert(onboardingPage)
    .values({ companyId, pageName, ...values })
    .onConflictDoUpdate({
      target: [onboardingPage.companyId, onboardingPage.pageName],
      set: { ...values, updatedAt: sql`now()` },
    });
}
