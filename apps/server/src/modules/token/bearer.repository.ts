import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, company, oauthAccessToken, personalAccessToken } from "../../db/schema/index.ts";

/** The unexpired personal access token with this hash, its active user and the company's labs. */
export async function findPersonalToken(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: personalAccessToken.id,
      userId: appUser.id,
      companyId: appUser.companyId,
      role: appUser.role,
      featureMap: appUser.featureMap,
      labList: company.labList,
      lastUsedAt: personalAccessToken.lastUsedAt,
    })
    .from(personalAccessToken)
    .innerJoin(
      appUser,
      and(
        eq(appUser.id, personalAccessToken.userId),
        eq(appUser.companyId, personalAccessToken.companyId),
        eq(appUser.isActive, true),
      ),
    )
    .innerJoin(company, eq(company.id, personalAccessToken.companyId))
    .where(
      and(
        eq(personalAccessToken.tokenHash, tokenHash),
        or(isNull(personalAccessToken.expiresAt), gt(personalAccessToken.expiresAt, now)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchPersonalToken(
  db: Queryable,
  token: { companyId: string; id: string },
  now: Date,
): Promise<void> {
  await db
    .update(personalAccessToken)
    .set({ lastUsedAt: now })
    .where(and(eq(personalAccessToken.companyId, token.companyId), eq(personalAccessToken.id, token.id)));
}

/** The unexpired OAuth 2 access token with this id (its hash) and its active user. */
export async function findOauthToken(db: Queryable, id: string, now: Date) {
  const [row] = await db
    .select({ userId: appUser.id, companyId: appUser.companyId, role: appUser.role })
    .from(oauthAccessToken)
    .innerJoin(
      appUser,
      and(
        eq(appUser.id, oauthAccessToken.userId),
        eq(appUser.companyId, oauthAccessToken.companyId),
        eq(appUser.isActive, true),
      ),
    )
    .where(and(eq(oauthAccessToken.id, id), gt(oauthAccessToken.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
