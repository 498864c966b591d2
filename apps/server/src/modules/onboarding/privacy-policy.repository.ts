import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { customPrivacyPolicy } from "../../db/schema/index.ts";

export interface PrivacyPolicyValues {
  link: string | null;
  body: string | null;
  headline: string | null;
  description: string | null;
}

/** Creates or replaces the company's policy and raises its version. */
export async function upsertPrivacyPolicy(db: Queryable, companyId: string, input: PrivacyPolicyValues) {
  const values = { ...input, isActive: true, updatedAt: new Date() };
  await db
    .insert(customPrivacyPolicy)
    .values({ companyId, ...values, version: 1 })
    .onConflictDoUpdate({
      target: customPrivacyPolicy.companyId,
      set: { ...values, version: sql`${customPrivacyPolicy.version} + 1` },
    });
}

/** Clears the policy but keeps its row (and version). */
export async function clearPrivacyPolicy(db: Queryable, companyId: string): Promise<void> {
  await db
    .update(customPrivacyPolicy)
    .set({
      isActive: false,
      link: null,
      body: null,
      headline: null,
      description: null,
      updatedAt: new Date(),
    })
    .where(eq(customPrivacyPolicy.companyId, companyId));
}
