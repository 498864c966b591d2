import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser } from "../../db/schema/index.ts";

/** The platform language of each recipient: notifications are written in it. */
export async function recipientLanguagesOf(
  db: Queryable,
  companyId: string,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: appUser.id, language: appUser.language })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), inArray(appUser.id, [...new Set(userIds)])));
  return new Map(rows.map((row) => [row.id, row.language]));
}
