import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, company } from "../../db/schema/index.ts";

/** The account an outside identity (social network, SAML IdP) names. */
export interface ExternalUser {
  userId: string;
  companyId: string;
  role: string;
  isActive: boolean;
}

const userColumns = {
  userId: appUser.id,
  companyId: appUser.companyId,
  role: appUser.role,
  isActive: appUser.isActive,
};

/**
 * The users with this e-mail: within the host's company, or across companies when the host names
 * none (localhost). The oldest first, so a person in several companies lands in the same one each time.
 */
export function findUsersByEmail(
  db: Queryable,
  email: string,
  companyId: string | null,
): Promise<ExternalUser[]> {
  return db
    .select(userColumns)
    .from(appUser)
    .where(
      and(
        eq(sql`lower(${appUser.email})`, email.trim().toLowerCase()),
        companyId ? eq(appUser.companyId, companyId) : undefined,
      ),
    )
    .orderBy(asc(appUser.createdAt), asc(appUser.id))
    .limit(5);
}

export async function findUserById(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<ExternalUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)))
    .limit(1);
  return row ?? null;
}

/** What decides whether a verified e-mail may create an account in the company. */
export async function findProvisionRules(db: Queryable, companyId: string) {
  const [row] = await db
    .select({
      isSelfRegistrationEnabled: company.isSelfRegistrationEnabled,
      directoryGroupId: company.directoryGroupId,
      labList: company.labList,
      domainSet: company.domainSet,
      userLimit: company.userLimit,
    })
    .from(company)
    .where(eq(company.id, companyId))
    .limit(1);
  return row ?? null;
}

export async function isUnderUserLimit(db: Queryable, companyId: string, userLimit?: number | null) {
  let limit = userLimit;
  if (limit === undefined) {
    const [row] = await db
      .select({ userLimit: company.userLimit })
      .from(company)
      .where(eq(company.id, companyId));
    limit = row?.userLimit ?? null;
  }
  if (limit === null || limit === undefined) return true;
  const [active] = await db
    .select({ n: count() })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.isActive, true)));
  return (active?.n ?? 0) < limit;
}

/** A new sharer row (onboarding asks for the rest). */
export async function insertSharer(
  db: Queryable,
  row: {
    id: string;
    companyId: string;
    email: string;
    firstName: string;
    lastName: string;
    ssoProvisioned: boolean;
  },
): Promise<void> {
  await db.insert(appUser).values({ ...row, role: "sharer" });
}
