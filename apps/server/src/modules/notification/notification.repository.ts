import type { Queryable } from "../../db/client.ts";
import { notification } from "../../db/schema/index.ts";

export type NotificationInsert = typeof notification.$inferInsert;

/** Bound parameters per statement stay far below PostgreSQL's 65535 with this many rows. */
const BATCH = 500;

export async function insertNotifications(db: Queryable, rows: readonly NotificationInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(notification).values(rows.slice(i, i + BATCH));
}
