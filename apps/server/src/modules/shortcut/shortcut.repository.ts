import { and, asc, count, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.ts";
import { shortcut } from "../../db/schema/index.ts";

export type ShortcutRow = typeof shortcut.$inferSelect;
export type ShortcutInsert = typeof shortcut.$inferInsert;
export type ShortcutChanges = Partial<
  Pick<ShortcutInsert, "title" | "link" | "iconName" | "inlineIcon" | "color" | "platform">
>;

const inPlace = (groupId: string | null) =>
  groupId === null ? isNull(shortcut.groupId) : eq(shortcut.groupId, groupId);

/** A shortcut of the company in the given place (null = company-wide), or null. */
export async function findShortcut(
  db: Queryable,
  companyId: string,
  groupId: string | null,
  shortcutId: string,
): Promise<ShortcutRow | null> {
  const [row] = await db
    .select()
    .from(shortcut)
    .where(and(eq(shortcut.companyId, companyId), eq(shortcut.id, shortcutId), inPlace(groupId)))
    .limit(1);
  return row ?? null;
}

/** The shortcuts of the given places, company-wide first, each place in its order. */
export async function listShortcutsOf(
  db: Queryable,
  companyId: string,
  places: readonly (string | null)[],
): Promise<ShortcutRow[]> {
  const groupIds = places.filter((place): place is string => place !== null);
  const conditions = [
    ...(places.includes(null) ? [isNull(shortcut.groupId)] : []),
    ...(groupIds.length > 0 ? [inArray(shortcut.groupId, groupIds)] : []),
  ];
  if (conditions.length === 0) return [];
  const where = conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` or `)})`;
  return db
    .select()
    .from(shortcut)
    .where(and(eq(shortcut.companyId, companyId), where))
    .orderBy(
      sql`${shortcut.groupId} is not null`,
      asc(shortcut.groupId),
      asc(shortcut.position),
      asc(shortcut.id),
    );
}

export async function countShortcutsIn(
  tx: Queryable,
  companyId: string,
  groupId: string | null,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(shortcut)
    .where(and(eq(shortcut.companyId, companyId), inPlace(groupId)));
  return row?.n ?? 0;
}

/** The next position at the end of a place's list. */
export async function nextPosition(tx: Tx, companyId: string, groupId: string | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(shortcut.position) })
    .from(shortcut)
    .where(and(eq(shortcut.companyId, companyId), inPlace(groupId)));
  return (row?.last ?? -1) + 1;
}

export async function insertShortcut(tx: Tx, row: ShortcutInsert): Promise<ShortcutRow> {
  const [inserted] = await tx.insert(shortcut).values(row).returning();
  if (!inserted) throw new Error("shortcut insert returned nothing");
  return inserted;
}

export async function updateShortcut(
  tx: Tx,
  companyId: string,
  groupId: string | null,
  shortcutId: string,
  changes: ShortcutChanges,
): Promise<ShortcutRow | null> {
  const [row] = await tx
    .update(shortcut)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(shortcut.companyId, companyId), eq(shortcut.id, shortcutId), inPlace(groupId)))
    .returning();
  return row ?? null;
}

export async function deleteShortcut(
  tx: Tx,
  companyId: string,
  groupId: string | null,
  shortcutId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(shortcut)
    .where(and(eq(shortcut.companyId, companyId), eq(shortcut.id, shortcutId), inPlace(groupId)))
    .returning({ id: shortcut.id });
  return rows.length > 0;
}

/** Locks a place's rows (reorder and create read-then-write them). */
export async function lockPlace(tx: Tx, companyId: string, groupId: string | null): Promise<string[]> {
  const rows = await tx
    .select({ id: shortcut.id })
    .from(shortcut)
    .where(and(eq(shortcut.companyId, companyId), inPlace(groupId)))
    .orderBy(asc(shortcut.position), asc(shortcut.id))
    .for("update");
  return rows.map((row) => row.id);
}

export async function setPositions(
  tx: Tx,
  companyId: string,
  groupId: string | null,
  orderedIds: readonly string[],
): Promise<void> {
  const now = new Date();
  for (const [position, id] of orderedIds.entries()) {
    await tx
      .update(shortcut)
      .set({ position, updatedAt: now })
      .where(and(eq(shortcut.companyId, companyId), eq(shortcut.id, id), inPlace(groupId)));
  }
}

export { findAdministeredGroupIds, findUserGroupId, groupExists } from "../people/index.ts";
