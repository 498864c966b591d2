import { and, eq, gt, isNull } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { oauthAccessToken, oauthAuthorizationCode, oauthClient } from "../../db/schema/index.ts";

export type OAuthClientRow = typeof oauthClient.$inferSelect;

export async function findClient(db: Queryable, clientId: string): Promise<OAuthClientRow | null> {
  const [row] = await db.select().from(oauthClient).where(eq(oauthClient.clientId, clientId)).limit(1);
  return row ?? null;
}

export async function insertCode(db: Queryable, values: typeof oauthAuthorizationCode.$inferInsert) {
  await db.insert(oauthAuthorizationCode).values(values);
}

/** Marks an unused, unexpired code used and returns it; null when it was used, expired or never existed. */
export async function consumeCode(db: Queryable, codeId: string) {
  const [row] = await db
    .update(oauthAuthorizationCode)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oauthAuthorizationCode.id, codeId),
        isNull(oauthAuthorizationCode.usedAt),
        gt(oauthAuthorizationCode.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

/** A code presented twice: whatever it produced is revoked (RFC 6749 §4.1.2). */
export async function revokeTokensOfCode(db: Queryable, codeId: string) {
  await db.delete(oauthAccessToken).where(eq(oauthAccessToken.codeId, codeId));
}

export async function insertAccessToken(db: Queryable, values: typeof oauthAccessToken.$inferInsert) {
  await db.insert(oauthAccessToken).values(values);
}
