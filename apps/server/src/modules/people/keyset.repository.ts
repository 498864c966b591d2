import type { Keyset } from "@chorus/shared/people/people.rules";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { badRequest } from "../../platform/errors.ts";

/** What a sort key holds, so a cursor's text is checked and cast before it reaches SQL. */
export type KeyKind = "text" | "timestamp" | "integer";

export const BAD_CURSOR = "fromId and lastSortValue must both come from the previous page of this sort.";

function castValue(kind: KeyKind, value: string): SQL {
  if (kind === "integer") {
    if (!/^-?\d{1,10}$/.test(value)) throw badRequest(BAD_CURSOR);
    return sql`${Number.parseInt(value, 10)}::int`;
  }
  if (kind === "timestamp") {
    if (Number.isNaN(Date.parse(value))) throw badRequest(BAD_CURSOR);
    return sql`${new Date(value).toISOString()}::timestamptz`;
  }
  return sql`${value}::text`;
}

/**
 * Keyset paging on (key, id): the rows after the cursor in the chosen direction, so a page costs
 * the same however deep it is and rows added meanwhile neither repeat nor vanish.
 */
export function keysetPage(
  key: SQL,
  id: AnyColumn,
  kind: KeyKind,
  reverse: boolean,
  cursor: Partial<Keyset>,
): { after: SQL | undefined; orderBy: SQL[] } {
  const orderBy = reverse ? [sql`${key} desc`, sql`${id} desc`] : [sql`${key} asc`, sql`${id} asc`];
  if (cursor.fromId === undefined && cursor.lastSortValue === undefined) return { after: undefined, orderBy };
  if (cursor.fromId === undefined || cursor.lastSortValue === undefined) throw badRequest(BAD_CURSOR);
  const value = castValue(kind, cursor.lastSortValue);
  const after = reverse
    ? sql`(${key}, ${id}) < (${value}, ${cursor.fromId})`
    : sql`(${key}, ${id}) > (${value}, ${cursor.fromId})`;
  return { after, orderBy };
}

/** The page and the cursor of the next one; callers fetch one row more than the page size. */
export function pageOf<T>(rows: T[], pageSize: number, cursorOf: (row: T) => Keyset) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { page, next: rows.length > pageSize && last ? cursorOf(last) : null };
}
