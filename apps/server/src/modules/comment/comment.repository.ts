import type { CommentObjectType } from "@chorus/shared/comment/comment.contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.ts";
import { appUser, comment, post, resource } from "../../db/schema/index.ts";

export type CommentRow = typeof comment.$inferSelect;

export interface CommentAuthor {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

export interface CommentWithAuthor {
  comment: CommentRow;
  /** null when the author's account is gone. */
  author: CommentAuthor | null;
}

const authorColumns = {
  id: appUser.id,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  avatarUrl: appUser.avatarUrl,
};

/** A target's comments with their authors, oldest first. */
export async function listComments(
  db: Queryable,
  companyId: string,
  objectType: CommentObjectType,
  objectId: string,
): Promise<CommentWithAuthor[]> {
  return db
    .select({ comment, author: authorColumns })
    .from(comment)
    .leftJoin(appUser, and(eq(appUser.companyId, comment.companyId), eq(appUser.id, comment.addedBy)))
    .where(
      and(
        eq(comment.companyId, companyId),
        eq(comment.objectType, objectType),
        eq(comment.objectId, objectId),
      ),
    )
    .orderBy(asc(comment.addedAt), asc(comment.id));
}

export async function findComment(
  db: Queryable,
  companyId: string,
  commentId: string,
): Promise<CommentRow | null> {
  const [row] = await db
    .select()
    .from(comment)
    .where(and(eq(comment.companyId, companyId), eq(comment.id, commentId)))
    .limit(1);
  return row ?? null;
}

export async function findAuthor(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<CommentAuthor | null> {
  const [row] = await db
    .select(authorColumns)
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), eq(appUser.id, userId)))
    .limit(1);
  return row ?? null;
}

/** The tables whose rows carry a comment_count, by comment target type. */
const COUNTED_TARGETS = { post, resource } as const;

/** Moves the target's comment counter by one, in the same transaction as the comment (never below 0). */
async function moveCommentCount(
  tx: Tx,
  companyId: string,
  objectType: string,
  objectId: string,
  by: 1 | -1,
): Promise<void> {
  if (objectType !== "post" && objectType !== "resource") return;
  const target = COUNTED_TARGETS[objectType];
  await tx
    .update(target)
    .set({ commentCount: sql`greatest(${target.commentCount} + ${by}, 0)` })
    .where(and(eq(target.companyId, companyId), eq(target.id, objectId)));
}

export async function insertComment(tx: Tx, row: typeof comment.$inferInsert): Promise<CommentRow> {
  const [inserted] = await tx.insert(comment).values(row).returning();
  if (!inserted) throw new Error("comment insert returned nothing");
  await moveCommentCount(tx, row.companyId, row.objectType, row.objectId, 1);
  return inserted;
}

export async function updateCommentText(
  db: Queryable,
  companyId: string,
  commentId: string,
  text: string,
): Promise<CommentRow | null> {
  const [row] = await db
    .update(comment)
    .set({ text, updatedAt: new Date() })
    .where(and(eq(comment.companyId, companyId), eq(comment.id, commentId)))
    .returning();
  return row ?? null;
}

/** Deletes the comment; the counter moves only when a row was really deleted (a parallel delete counts once). */
export async function deleteComment(tx: Tx, companyId: string, commentId: string): Promise<boolean> {
  const [deleted] = await tx
    .delete(comment)
    .where(and(eq(comment.companyId, companyId), eq(comment.id, commentId)))
    .returning();
  if (!deleted) return false;
  await moveCommentCount(tx, companyId, deleted.objectType, deleted.objectId, -1);
  return true;
}
