import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { companyLinkedinPage } from "../../db/schema/index.ts";

export type LinkedinPageRow = typeof companyLinkedinPage.$inferSelect;

export async function findLinkedinPage(db: Queryable, companyId: string): Promise<LinkedinPageRow | null> {
  const [row] = await db
    .select()
    .from(companyLinkedinPage)
    .where(eq(companyLinkedinPage.companyId, companyId));
  return row ?? null;
}

/** A new connection replaces the last one: another admin, another token, the page to choose again. */
export async function saveLinkedinPage(
  db: Queryable,
  values: Omit<LinkedinPageRow, "organizationUrn" | "organizationName" | "invalidAt">,
): Promise<void> {
  const fresh = { ...values, organizationUrn: null, organizationName: null, invalidAt: null };
  await db
    .insert(companyLinkedinPage)
    .values(fresh)
    .onConflictDoUpdate({ target: companyLinkedinPage.companyId, set: fresh });
}

export async function updateLinkedinPage(
  db: Queryable,
  companyId: string,
  changes: Partial<Omit<LinkedinPageRow, "companyId">>,
): Promise<LinkedinPageRow | null> {
  const [row] = await db
    .update(companyLinkedinPage)
    .set(changes)
    .where(eq(companyLinkedinPage.companyId, companyId))
    .returning();
  return row ?? null;
}

export async function deleteLinkedinPage(db: Queryable, companyId: string): Promise<void> {
  await db.delete(companyLinkedinPage).where(eq(companyLinkedinPage.companyId, companyId));
}
