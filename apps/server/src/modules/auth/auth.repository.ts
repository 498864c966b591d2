import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, asc, count, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, loginAttempt } from "../../db/schema/index.ts";

export interface LoginCandidate {
  id: string;
  companyId: string;
  role: string;
  passwordHash: string | null;
  lockedUntil: Date | null;
}

/** Accounts an identifier may name: within the host's company, or across companies on localhost. */
export function findLoginCandidates(
  db: Queryable,
  identifier: { email: string } | { phone: string },
  companyId: string | null,
): Promise<LoginCandidate[]> {
  const match =
    "email" in identifier
      ? eq(sql`lower(${appUser.email})`, identifier.email.trim().toLowerCase())
      : eq(appUser.phoneNumber, identifier.phone.trim());
  return db
    .select({
      id: appUser.id,
      companyId: appUser.companyId,
      role: appUser.role,
      passwordHash: appUser.passwordHash,
      lockedUntil: appUser.lockedUntil,
    })
    .from(appUser)
    .where(and(match, eq(appUser.isActive, true), companyId ? eq(appUser.companyId, companyId) : undefined))
    .orderBy(asc(appUser.createdAt))
    .limit(5);
}

export async function recordAttempt(
  db: Queryable,
  a: { companyId: string; userId: string; succeeded: boolean; ip?: string; at: Date },
) {
  await db.insert(loginAttempt).values({
    id: newObjectId(a.at),
    companyId: a.companyId,
    userId: a.userId,
    succeeded: a.succeeded,
    ip: a.ip,
    attemptedAt: a.at,
  });
}

/** Failures inside the window that came after the account's last successful sign-in. */
export async function countRecentFailures(db: Queryable, companyId: string, userId: string, since: Date) {
  const lastSuccess = db
    .select({ at: sql`max(${loginAttempt.attemptedAt})` })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.companyId, companyId),
        eq(loginAttempt.userId, userId),
        eq(loginAttempt.succeeded, true),
      ),
    );
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.companyId, companyId),
        eq(loginAttempt.userId, userId),
        eq(loginAttempt.succeeded, false),
        gt(loginAttempt.attemptedAt, since),
        sql`${loginAttempt.attemptedAt} > coalesce((${lastSuccess}), '-infinity'::timestamptz)`,
      ),
    );
  return row?.n ?? 0;
}

export async function setLockedUntil(db: Queryable, companyId: string, userId: string, until: Date | null) {
  await db
    .update(appUser)
    .set({ lockedUntil: until })
    .where(
      and(
        eq(appUser.companyId, companyId),
        eq(appUser.id, userId),
        until ? undefined : isNotNull(appUser.lockedUntil),
      ),
    );
}

export async function markActive(db: Queryable, companyId: string, userId: string, at: Date) {
  await db
    .update(appUser)
    .set({ lastActiveAt: at })
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
}

/** Whether the company has this user (any state). */
export async function companyHasUser(db: Queryable, companyId: string, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)))
    .limit(1);
  return user !== undefined;
}
