import { and, eq, lt } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { socialConnectRequest } from "../../db/schema/index.ts";

export type NewConnectRequest = typeof socialConnectRequest.$inferInsert;

/**
 * Stores a connect attempt (its id is the hash of the OAuth state). Expired attempts of every
 * company go first: housekeeping, no tenant's data is read.
 */
export async function saveConnectRequest(db: Queryable, row: NewConnectRequest): Promise<void> {
  await db.delete(socialConnectRequest).where(lt(socialConnectRequest.expiresAt, new Date()));
  await db.insert(socialConnectRequest).values(row);
}

/** Takes the company's attempt of this state hash once: a replayed callback finds nothing. */
export async function takeConnectRequest(db: Queryable, companyId: string, id: string) {
  const [attempt] = await db
    .delete(socialConnectRequest)
    .where(and(eq(socialConnectRequest.companyId, companyId), eq(socialConnectRequest.id, id)))
    .returning();
  return attempt;
}
