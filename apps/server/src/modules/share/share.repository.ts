import { NEWSLETTER_SHARE_STATUS } from "@chorus/shared/share/newsletter-link";
import { and, asc, desc, eq, gte, inArray, ne, or } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { company, post, share, shareClick } from "../../db/schema/index.ts";
import { findCompany } from "../company/index.ts";

export type { SocnetOrderedEntry } from "../../db/schema/index.ts";

export type ShareRow = typeof share.$inferSelect;
export type CompanyRow = typeof company.$inferSelect;

export async function insertShare(db: Queryable, values: typeof share.$inferInsert): Promise<ShareRow> {
  const [row] = await db.insert(share).values(values).returning();
  if (!row) throw new Error("share insert returned nothing");
  return row;
}

/**
 * Shares on the user's account, or made by the user on a content owner's behalf. A newsletter's
 * short link is not a share anyone made: its row only carries the link and its clicks.
 */
const madeOrReceivedBy = (userId: string) =>
  and(
    or(eq(share.userId, userId), eq(share.sharedByUserId, userId)),
    ne(share.status, NEWSLETTER_SHARE_STATUS),
  );

/**
 * The actor's own share, or one they made on an owner's behalf (so the writer can remove what
 * they scheduled); anyone else's (or another tenant's) is not found.
 */
export async function findOwnShare(
  db: Queryable,
  companyId: string,
  userId: string,
  shareId: string,
  lock = false,
) {
  const query = db
    .select()
    .from(share)
    .where(and(eq(share.companyId, companyId), madeOrReceivedBy(userId), eq(share.id, shareId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The latest pending self-share of a post on a network (confirm by postId and media). */
export async function findPendingShare(
  db: Queryable,
  companyId: string,
  userId: string,
  postId: string,
  media: string,
) {
  const [row] = await db
    .select()
    .from(share)
    .where(
      and(
        eq(share.companyId, companyId),
        eq(share.userId, userId),
        eq(share.postId, postId),
        eq(share.media, media),
        eq(share.status, "pending"),
      ),
    )
    .orderBy(desc(share.createdAt))
    .limit(1)
    .for("update");
  return row ?? null;
}

/** The share a job is about, locked for the rest of the transaction (a second worker waits, then skips). */
export async function lockShare(db: Queryable, companyId: string, shareId: string) {
  const [row] = await db
    .select()
    .from(share)
    .where(and(eq(share.companyId, companyId), eq(share.id, shareId)))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function updateShare(
  db: Queryable,
  target: { companyId: string; id: string },
  values: Partial<typeof share.$inferInsert>,
) {
  const [row] = await db
    .update(share)
    .set(values)
    .where(and(eq(share.companyId, target.companyId), eq(share.id, target.id)))
    .returning();
  if (!row) throw new Error(`share ${target.id} vanished`);
  return row;
}

export async function listOwnShares(db: Queryable, companyId: string, userId: string, postId?: string) {
  return db
    .select()
    .from(share)
    .where(
      and(
        eq(share.companyId, companyId),
        madeOrReceivedBy(userId),
        ne(share.status, "removed"),
        postId ? eq(share.postId, postId) : undefined,
      ),
    )
    .orderBy(desc(share.createdAt))
    .limit(500);
}

/**
 * The user's smart shares on a network whose slot is at or after `from`, in send order: those
 * waiting and those just sent (a sent one still holds its slot for the 2 h gap).
 */
export async function smartQueueOf(
  db: Queryable,
  companyId: string,
  userId: string,
  media: string,
  from: Date,
) {
  return db
    .select({ id: share.id, scheduledAt: share.scheduledAt, status: share.status })
    .from(share)
    .where(
      and(
        eq(share.companyId, companyId),
        eq(share.userId, userId),
        eq(share.media, media),
        eq(share.smart, true),
        inArray(share.status, ["scheduled", "shared"]),
        gte(share.scheduledAt, from),
      ),
    )
    .orderBy(asc(share.scheduledAt));
}

export async function findShareByCode(db: Queryable, shortCode: string) {
  const [row] = await db.select().from(share).where(eq(share.shortCode, shortCode)).limit(1);
  return row ?? null;
}

/** The share's company, which must exist (a share row names it): the company module's read. */
export async function findCompanyRow(db: Queryable, companyId: string): Promise<CompanyRow> {
  const row = await findCompany(db, companyId);
  if (!row) throw new Error(`company ${companyId} missing`);
  return row;
}

/** The company's network settings (order, points, sign-in, signatures); returns the row after. */
export async function updateCompanySocnet(
  tx: Queryable,
  companyId: string,
  changes: Partial<Pick<CompanyRow, "socnetOrderedSet" | "socnetMap">>,
): Promise<CompanyRow | undefined> {
  const [updated] = await tx.update(company).set(changes).where(eq(company.id, companyId)).returning();
  return updated;
}

export async function findPostRow(db: Queryable, companyId: string, postId: string) {
  const [row] = await db
    .select()
    .from(post)
    .where(and(eq(post.companyId, companyId), eq(post.id, postId)))
    .limit(1);
  return row ?? null;
}

/** Records a visitor's click on a share; false when that visitor already counted today. */
export async function recordClick(
  db: Queryable,
  click: { companyId: string; shareId: string; fingerprint: string },
): Promise<boolean> {
  const fresh = await db
    .insert(shareClick)
    .values(click)
    .onConflictDoNothing()
    .returning({ shareId: shareClick.shareId });
  return fresh.length > 0;
}
