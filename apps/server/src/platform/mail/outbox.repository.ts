import { and, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type MailStatus = "queued" | "sent" | "failed";

export async function insertOutboxMail(db: Queryable, row: typeof mailOutbox.$inferInsert) {
  await db.insert(mailOutbox).values(row);
}

export async function markOutboxMail(
  db: Queryable,
  companyId: string,
  id: string,
  result: { status: MailStatus; error?: string | null; sentAt?: Date | null },
) {
  await db
    .update(mailOutbox)
    .set({ status: result.status, error: result.error ?? null, sentAt: result.sentAt ?? null })
    .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, id)));
}

/** One page of a company's outbox, newest first; one extra row tells whether more exist. */
export async function listOutboxMail(db: Queryable, companyId: string, page: number, pageSize: number) {
  const rows = await db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      error: mailOutbox.error,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.companyId, companyId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

export async function findOutboxMail(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<OutboxRow | null> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, id)))
    .limit(1);
  return row ?? null;
}
