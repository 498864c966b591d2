import { and, desc, eq, max, ne, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, company, share } from "../../db/schema/index.ts";

/** The employee the messages are written for. */
export async function findEmployee(db: Queryable, companyId: string, userId: string) {
  const [row] = await db
    .select({ firstName: appUser.firstName, language: appUser.language, role: appUser.role })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)));
  return row ?? null;
}

/** The company's signature for a network (company.socnetMap, keyed by the network's name in any case). */
export async function findSignature(db: Queryable, companyId: string, media: string): Promise<string | null> {
  const [row] = await db
    .select({ socnetMap: company.socnetMap })
    .from(company)
    .where(eq(company.id, companyId));
  const entry = Object.entries(row?.socnetMap ?? {}).find(([name]) => name.toLowerCase() === media);
  return entry?.[1]?.Signature || null;
}

/** The employee's own distinct share comments, newest first. */
export async function findPastComments(db: Queryable, companyId: string, userId: string, limit: number) {
  const rows = await db
    .select({ comment: share.comment })
    .from(share)
    .where(
      and(
        eq(share.companyId, companyId),
        eq(share.userId, userId),
        eq(share.status, "shared"),
        ne(share.comment, ""),
      ),
    )
    .groupBy(share.comment)
    .orderBy(desc(max(share.sharedAt)))
    .limit(limit);
  return rows.map((row) => row.comment);
}

/** Colleagues' shared comments on a post (one line per share), for the word-for-word comparison. */
export async function findColleagueComments(
  db: Queryable,
  companyId: string,
  postId: string,
  userId: string,
) {
  return db
    .select({ userId: share.userId, comment: share.comment })
    .from(share)
    .where(
      and(
        eq(share.companyId, companyId),
        eq(share.postId, postId),
        eq(share.status, "shared"),
        ne(share.userId, userId),
        sql`${share.comment} <> ''`,
      ),
    )
    .limit(10_000);
}
