import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, company } from "../../db/schema/index.ts";

/** What the account flows need of a user and their company, read in one query. */
export interface AccountRow {
  userId: string;
  companyId: string;
  role: string;
  email: string | null;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  isFresh: boolean;
  lastActiveAt: Date | null;
  /** Platform language: the account's mails are written in it. */
  language: string;
  company: {
    name: string;
    subdomain: string;
    customDomain: string | null;
    highlightColor: string;
    imageUrl: string | null;
    imageUrlLogin: string | null;
  };
}

const accountColumns = {
  userId: appUser.id,
  companyId: appUser.companyId,
  role: appUser.role,
  email: appUser.email,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  passwordHash: appUser.passwordHash,
  isFresh: appUser.isFresh,
  lastActiveAt: appUser.lastActiveAt,
  language: appUser.language,
  company: {
    name: company.name,
    subdomain: company.subdomain,
    customDomain: company.customDomain,
    highlightColor: company.highlightColor,
    imageUrl: company.imageUrl,
    imageUrlLogin: company.imageUrlLogin,
  },
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Active accounts with this address: in the host's company, or — on localhost, where the host
 * names no company — in every company (the same scope as password sign-in).
 */
export function findAccountsByEmail(
  db: Queryable,
  email: string,
  companyId: string | null,
  limit = 5,
): Promise<AccountRow[]> {
  return db
    .select(accountColumns)
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(
      and(
        eq(sql`lower(${appUser.email})`, normalizeEmail(email)),
        eq(appUser.isActive, true),
        companyId ? eq(appUser.companyId, companyId) : undefined,
      ),
    )
    .orderBy(asc(appUser.createdAt))
    .limit(limit);
}

/** One active account of a company (the tenant is always part of the key). */
export async function findAccount(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .select(accountColumns)
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId), eq(appUser.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Any user (active or not) of the company with this address: an address is used once per company. */
export async function emailIsUsed(db: Queryable, companyId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(sql`lower(${appUser.email})`, normalizeEmail(email))))
    .limit(1);
  return row !== undefined;
}

export async function countActiveUsers(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.isActive, true)));
  return row?.n ?? 0;
}

export async function markSignedIn(db: Queryable, companyId: string, userId: string, at: Date) {
  await db
    .update(appUser)
    .set({ lastActiveAt: at })
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
}
