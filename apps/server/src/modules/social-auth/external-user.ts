import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, company } from "../../db/schema/index.ts";
import { applyDefaultChannels } from "../channel/index.ts";

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

export type ProvisionRefusal = "not_allowed" | "user_limit_reached";

/**
 * Whether a sign-in with a verified e-mail may create an account (social sign-in): the rule of
 * e-mail registration (access §5) — self-registration on, no directory group id, no SAML lab —
 * and the e-mail's domain in the company's domain set; the user limit still holds.
 */
export async function mayProvisionByDomain(
  db: Queryable,
  companyId: string,
  email: string,
): Promise<true | ProvisionRefusal> {
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
  if (!row) return "not_allowed";
  const domain = email.split("@").pop()?.toLowerCase() ?? "";
  const domains = row.domainSet.map((d) => d.toLowerCase().replace(/^@/, ""));
  if (!row.isSelfRegistrationEnabled || row.directoryGroupId || row.labList.includes("saml"))
    return "not_allowed";
  if (!domains.includes(domain)) return "not_allowed";
  return (await isUnderUserLimit(db, companyId, row.userLimit)) ? true : "user_limit_reached";
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

/** A new sharer for an outside identity; onboarding asks for the rest. */
export async function provisionUser(
  db: Queryable,
  input: { companyId: string; email: string; firstName?: string; lastName?: string; ssoProvisioned: boolean },
): Promise<ExternalUser> {
  const id = newObjectId();
  await db.insert(appUser).values({
    id,
    companyId: input.companyId,
    email: input.email.trim().toLowerCase(),
    firstName: (input.firstName ?? "").slice(0, 100),
    lastName: (input.lastName ?? "").slice(0, 100),
    role: "sharer",
    ssoProvisioned: input.ssoProvisioned,
  });
  // Like a registered newcomer: company defaults and mandatory channels (no group yet).
  await applyDefaultChannels(db, input.companyId, id, null);
  return { userId: id, companyId: input.companyId, role: "sharer", isActive: true };
}
