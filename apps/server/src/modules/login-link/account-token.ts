import { randomBytes } from "node:crypto";
import { newObjectId } from "@chorus/shared/ids/object-id";
import type { LoginLinkError } from "@chorus/shared/login-link/login-link.contract";
import { and, desc, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { accountToken } from "../../db/schema/index.ts";
import { hashToken } from "../../platform/crypto.ts";

export type TokenPurpose = "password_reset" | "login_link" | "registration";

const MINUTE = 60_000;
/** How long each mailed link works: reset 1 h, login link 15 min, registration 24 h. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * MINUTE,
  login_link: 15 * MINUTE,
  registration: 24 * 60 * MINUTE,
};

/**
 * A new single-use token for a user. Older unused tokens of the same purpose stop working, so
 * only the newest mail's link opens anything.
 */
export async function issueAccountToken(
  tx: Queryable,
  input: { companyId: string; userId: string; purpose: TokenPurpose; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  await tx
    .update(accountToken)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountToken.companyId, input.companyId),
        eq(accountToken.userId, input.userId),
        eq(accountToken.purpose, input.purpose),
        isNull(accountToken.usedAt),
      ),
    );
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[input.purpose]);
  await tx.insert(accountToken).values({
    id: newObjectId(now),
    companyId: input.companyId,
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

export type TokenCheck =
  | { ok: true; companyId: string; userId: string; purpose: TokenPurpose }
  | { ok: false; reason: LoginLinkError };

type TokenRow = typeof accountToken.$inferSelect;

function judge(row: TokenRow | undefined, now: Date, userId?: string): TokenCheck {
  // A token shown with another user's id is simply not valid: it must not reveal whose it is.
  if (!row || (userId !== undefined && row.userId !== userId)) return { ok: false, reason: "invalid" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, companyId: row.companyId, userId: row.userId, purpose: row.purpose as TokenPurpose };
}

async function findToken(db: Queryable, token: string, purposes: readonly TokenPurpose[]) {
  if (token.length > 200) return undefined;
  const [row] = await db
    .select()
    .from(accountToken)
    .where(and(eq(accountToken.tokenHash, hashToken(token)), inArray(accountToken.purpose, [...purposes])))
    .limit(1);
  return row;
}

/** Is the token usable (for the strength meter on the reset page)? Does not spend it. */
export async function checkAccountToken(
  db: Queryable,
  input: { token: string; purposes: readonly TokenPurpose[]; userId?: string; now?: Date },
): Promise<TokenCheck> {
  return judge(await findToken(db, input.token, input.purposes), input.now ?? new Date(), input.userId);
}

/**
 * Spends the token: one conditional UPDATE, so two requests racing with the same link cannot
 * both succeed. When it fails, a second look says why (expired, used or invalid).
 */
export async function consumeAccountToken(
  tx: Queryable,
  input: { token: string; purposes: readonly TokenPurpose[]; userId?: string; now?: Date },
): Promise<TokenCheck> {
  const now = input.now ?? new Date();
  const row = await findToken(tx, input.token, input.purposes);
  const verdict = judge(row, now, input.userId);
  if (!verdict.ok || !row) return verdict;
  const spent = await tx
    .update(accountToken)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountToken.companyId, row.companyId),
        eq(accountToken.id, row.id),
        isNull(accountToken.usedAt),
        gt(accountToken.expiresAt, now),
      ),
    )
    .returning({ id: accountToken.id });
  return spent.length === 1 ? verdict : { ok: false, reason: "used" };
}

/** Housekeeping: tokens a day past their end say nothing any more. */
export async function purgeOldAccountTokens(db: Queryable, now = new Date()) {
  await db.delete(accountToken).where(lt(accountToken.expiresAt, new Date(now.getTime() - 24 * 60 * MINUTE)));
}

/** When the user's newest token of this purpose was made (to throttle re-sends). */
export async function lastTokenIssuedAt(
  db: Queryable,
  companyId: string,
  userId: string,
  purpose: TokenPurpose,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: accountToken.createdAt })
    .from(accountToken)
    .where(
      and(
        eq(accountToken.companyId, companyId),
        eq(accountToken.userId, userId),
        eq(accountToken.purpose, purpose),
      ),
    )
    .orderBy(desc(accountToken.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}
