import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { appUser, socialConnection } from "../../db/schema/index.ts";
import type { SecretCipher } from "../../platform/crypto.ts";
import type { TokenSet } from "./adapters/index.ts";

export type ConnectionRow = typeof socialConnection.$inferSelect;

export async function findConnection(
  db: Queryable,
  companyId: string,
  userId: string,
  network: string,
  lock = false,
) {
  const query = db
    .select()
    .from(socialConnection)
    .where(
      and(
        eq(socialConnection.companyId, companyId),
        eq(socialConnection.userId, userId),
        eq(socialConnection.network, network),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function listConnections(db: Queryable, companyId: string, userId: string) {
  return db
    .select()
    .from(socialConnection)
    .where(and(eq(socialConnection.companyId, companyId), eq(socialConnection.userId, userId)));
}

/**
 * When the connection stops working without the user: the refresh token's end when there is one
 * (or never, for X), else the access token's. An invalidated connection lapsed when it was refused.
 */
export function lapseOf(
  row: Pick<ConnectionRow, "invalidAt" | "refreshTokenSealed" | "refreshExpiresAt" | "expiresAt">,
) {
  if (row.invalidAt) return row.invalidAt;
  if (row.refreshTokenSealed) return row.refreshExpiresAt;
  return row.expiresAt;
}

/** Access §3 linkedinTokenExpiredAt follows the LinkedIn connection's lapse. */
async function syncLinkedinExpiry(db: Queryable, companyId: string, userId: string, at: Date | null) {
  await db
    .update(appUser)
    .set({ linkedinTokenExpiredAt: at })
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
}

/** Connect (or reconnect): one row per user and network, tokens sealed. */
export async function saveConnection(
  db: Queryable,
  cipher: SecretCipher,
  input: { companyId: string; userId: string; network: string; subject: string; tokens: TokenSet },
) {
  const sealed = {
    subject: input.subject,
    accessTokenSealed: cipher.seal(input.tokens.accessToken),
    refreshTokenSealed: input.tokens.refreshToken ? cipher.seal(input.tokens.refreshToken) : null,
    scope: input.tokens.scope,
    expiresAt: input.tokens.expiresAt,
    refreshExpiresAt: input.tokens.refreshExpiresAt,
    invalidAt: null,
    remindedFor: null,
    updatedAt: new Date(),
  };
  await db
    .insert(socialConnection)
    .values({
      id: newObjectId(),
      companyId: input.companyId,
      userId: input.userId,
      network: input.network,
      ...sealed,
    })
    .onConflictDoUpdate({
      target: [socialConnection.companyId, socialConnection.userId, socialConnection.network],
      set: sealed,
    });
  if (input.network === "linkedin") {
    const lapse = lapseOf(sealed);
    await syncLinkedinExpiry(db, input.companyId, input.userId, lapse);
  }
}

const sameConnection = (row: Pick<ConnectionRow, "companyId" | "id">) =>
  and(eq(socialConnection.companyId, row.companyId), eq(socialConnection.id, row.id));

/** New tokens from a refresh; a refresh that gives no new refresh token keeps the old one. */
export async function updateTokens(
  db: Queryable,
  cipher: SecretCipher,
  row: ConnectionRow,
  tokens: TokenSet,
) {
  const refreshTokenSealed = tokens.refreshToken ? cipher.seal(tokens.refreshToken) : row.refreshTokenSealed;
  const values = {
    accessTokenSealed: cipher.seal(tokens.accessToken),
    refreshTokenSealed,
    expiresAt: tokens.expiresAt,
    refreshExpiresAt: tokens.refreshToken ? tokens.refreshExpiresAt : row.refreshExpiresAt,
    updatedAt: new Date(),
  };
  await db.update(socialConnection).set(values).where(sameConnection(row));
  if (row.network === "linkedin")
    await syncLinkedinExpiry(db, row.companyId, row.userId, lapseOf({ ...row, ...values }));
}

export async function markConnectionInvalid(db: Queryable, row: ConnectionRow, at = new Date()) {
  await db.update(socialConnection).set({ invalidAt: at, updatedAt: at }).where(sameConnection(row));
  if (row.network === "linkedin") await syncLinkedinExpiry(db, row.companyId, row.userId, at);
}

export async function deleteConnection(db: Queryable, companyId: string, userId: string, network: string) {
  const removed = await db
    .delete(socialConnection)
    .where(
      and(
        eq(socialConnection.companyId, companyId),
        eq(socialConnection.userId, userId),
        eq(socialConnection.network, network),
      ),
    )
    .returning({ id: socialConnection.id });
  if (network === "linkedin") await syncLinkedinExpiry(db, companyId, userId, null);
  return removed.length > 0;
}

/** The networks a user has a working connection to (for the session's connected flags). */
export const connectedNetworksSql = (companyId: unknown, userId: unknown) =>
  sql<string[]>`array(select sc.network from social_connection sc
    where sc.company_id = ${companyId} and sc.user_id = ${userId} and sc.invalid_at is null
    order by sc.network)`;

export interface DueReminder {
  id: string;
  companyId: string;
  userId: string;
  network: string;
  lapse: string | Date;
}

/**
 * Across every company (the daily job's sweep): connections that have lapsed or lapse within
 * `warningDays` and were not reminded of that lapse yet; reminded_for is set in the same statement
 * so a second run finds nothing. The lapse is `lapseOf`'s rule in SQL.
 */
export async function claimDueReminders(tx: Queryable, warningDays: number): Promise<DueReminder[]> {
  return rowsOf<DueReminder>(
    tx,
    sql`UPDATE social_connection sc
           SET reminded_for = l.lapse
          FROM (SELECT id, company_id, CASE WHEN invalid_at IS NOT NULL THEN invalid_at
                                WHEN refresh_token_sealed IS NOT NULL THEN refresh_expires_at
                                ELSE expires_at END AS lapse
                  FROM social_connection) l
         WHERE l.id = sc.id AND l.company_id = sc.company_id AND l.lapse IS NOT NULL
           AND l.lapse <= now() + make_interval(days => ${warningDays})
           AND sc.reminded_for IS DISTINCT FROM l.lapse
        RETURNING sc.id, sc.company_id AS "companyId", sc.user_id AS "userId", sc.network, l.lapse`,
  );
}
