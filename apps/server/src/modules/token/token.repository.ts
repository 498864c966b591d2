import { and, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, personalAccessToken } from "../../db/schema/index.ts";

export type TokenRow = typeof personalAccessToken.$inferSelect;

const ofUser = (companyId: string, userId: string) =>
  and(eq(personalAccessToken.companyId, companyId), eq(personalAccessToken.userId, userId));

/** The user's feature map (labs switched on for them), empty for a user not in the company. */
export async function findFeatureMap(db: Queryable, companyId: string, userId: string) {
  const [me] = await db
    .select({ featureMap: appUser.featureMap })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
  return me?.featureMap ?? {};
}

export async function insertToken(
  db: Queryable,
  row: typeof personalAccessToken.$inferInsert,
): Promise<TokenRow> {
  const [inserted] = await db.insert(personalAccessToken).values(row).returning();
  if (!inserted) throw new Error("token insert returned nothing");
  return inserted;
}

export const findTokens = (db: Queryable, companyId: string, userId: string): Promise<TokenRow[]> =>
  db
    .select()
    .from(personalAccessToken)
    .where(ofUser(companyId, userId))
    .orderBy(desc(personalAccessToken.createdAt));

/** Deletes one of the user's tokens; false when they have none with that id. */
export async function deleteTokenRow(db: Queryable, companyId: string, userId: string, tokenId: string) {
  const removed = await db
    .delete(personalAccessToken)
    .where(and(ofUser(companyId, userId), eq(personalAccessToken.id, tokenId)))
    .returning({ id: personalAccessToken.id });
  return removed.length > 0;
}
