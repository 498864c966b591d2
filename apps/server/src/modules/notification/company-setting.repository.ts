import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { notificationCompanySetting } from "../../db/schema/index.ts";

/** The company's limit of pushes and e-mails per user and day; null when it never set one. */
export async function maxPerDayOf(db: Queryable, companyId: string): Promise<number | null> {
  const [row] = await db
    .select({ max: notificationCompanySetting.maxPushesAndEmailsPerDay })
    .from(notificationCompanySetting)
    .where(eq(notificationCompanySetting.companyId, companyId));
  return row?.max ?? null;
}

export async function saveMaxPerDay(db: Queryable, companyId: string, max: number): Promise<void> {
  await db
    .insert(notificationCompanySetting)
    .values({ companyId, maxPushesAndEmailsPerDay: max })
    .onConflictDoUpdate({
      target: notificationCompanySetting.companyId,
      set: { maxPushesAndEmailsPerDay: max },
    });
}
