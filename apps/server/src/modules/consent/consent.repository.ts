import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { customPrivacyPolicy, userConsent } from "../../db/schema/index.ts";

export type ConsentRow = typeof userConsent.$inferSelect;
export type PrivacyPolicyRow = typeof customPrivacyPolicy.$inferSelect;

export async function findConsent(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<ConsentRow | null> {
  const [row] = await db
    .select()
    .from(userConsent)
    .where(and(eq(userConsent.companyId, companyId), eq(userConsent.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The company's policy row, active or not (the version survives a deletion). */
export async function findPrivacyPolicy(db: Queryable, companyId: string): Promise<PrivacyPolicyRow | null> {
  const [row] = await db
    .select()
    .from(customPrivacyPolicy)
    .where(eq(customPrivacyPolicy.companyId, companyId))
    .limit(1);
  return row ?? null;
}

export async function saveConsent(
  db: Queryable,
  values: {
    companyId: string;
    userId: string;
    termOfServiceVersion: string;
    privacyPolicyVersion: string;
    customerPrivacyPolicyVersion: number;
  },
) {
  await db
    .insert(userConsent)
    .values({ ...values, acceptedAt: new Date() })
    .onConflictDoUpdate({
      target: [userConsent.companyId, userConsent.userId],
      set: {
        termOfServiceVersion: values.termOfServiceVersion,
        privacyPolicyVersion: values.privacyPolicyVersion,
        customerPrivacyPolicyVersion: values.customerPrivacyPolicyVersion,
        acceptedAt: sql`now()`,
      },
    });
}
