import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { dataMigration } from "../../db/schema/index.ts";

/** Every column that may hold our media URLs: plain URLs, JSON holding them, or HTML mentioning them. */
const URL_COLUMNS: readonly { table: string; company: string; columns: readonly string[] }[] = [
  {
    table: "post",
    company: "company_id",
    columns: ["image_metadata_list", "document", "video_metadata", "url", "html_body"],
  },
  { table: "app_user", company: "company_id", columns: ["avatar_url"] },
  { table: "company", company: "id", columns: ["image_url_login"] },
  { table: "resource", company: "company_id", columns: ["image_url", "html_body"] },
  { table: "notification", company: "company_id", columns: ["item_image_url", "referencer_avatar_url"] },
];
const JSON_COLUMNS = new Set(["image_metadata_list", "document", "video_metadata"]);

const rowsOf = async <T>(db: Queryable, query: SQL) =>
  // Both drivers (pg, PGlite) answer a raw statement with { rows }.
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Two starting processes: the second waits for the first's transaction, then finds the migration done. */
export async function lockMigration(tx: Queryable, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chorus.${name}`}))`);
}

export async function isMigrationDone(tx: Queryable, name: string): Promise<boolean> {
  const [done] = await rowsOf<{ name: string }>(
    tx,
    sql`SELECT name FROM data_migration WHERE name = ${name}`,
  );
  return done !== undefined;
}

export async function markMigrationDone(tx: Queryable, name: string): Promise<void> {
  await tx.insert(dataMigration).values({ name });
}

export interface MediaKeyMeta extends Record<string, unknown> {
  posterKey?: unknown;
  pageKeys?: string[];
}

export interface StoredMedia {
  companyId: string;
  id: string;
  kind: string;
  key: string;
  meta: MediaKeyMeta;
}

/** Every media file of every company (the migration runs across tenants, once). */
export const findAllMediaFiles = (tx: Queryable): Promise<StoredMedia[]> =>
  rowsOf<StoredMedia>(
    tx,
    sql`SELECT company_id AS "companyId", id, kind, storage_key AS key, meta FROM media_file`,
  );

export async function updateMediaFileKeys(
  tx: Queryable,
  row: { companyId: string; id: string },
  key: string,
  meta: MediaKeyMeta,
): Promise<void> {
  await tx.execute(
    sql`UPDATE media_file SET storage_key = ${key}, meta = ${JSON.stringify(meta)}::jsonb
        WHERE company_id = ${row.companyId} AND id = ${row.id}`,
  );
}

/** One row's column that mentions our media (every table listed has an "id" key). */
export interface MediaReference {
  table: string;
  column: string;
  /** The column naming the row's company ("id" for the company itself). */
  company: string;
  id: string;
  companyId: string;
  text: string;
  json: boolean;
}

/** Every column value that may mention one of our media addresses. */
export async function findMediaReferences(tx: Queryable): Promise<MediaReference[]> {
  const references: MediaReference[] = [];
  for (const source of URL_COLUMNS) {
    for (const column of source.columns) {
      const json = JSON_COLUMNS.has(column);
      const text = json ? sql`${sql.identifier(column)}::text` : sql.identifier(column);
      const rows = await rowsOf<{ id: string; companyId: string; text: string }>(
        tx,
        sql`SELECT id, ${sql.identifier(source.company)} AS "companyId", ${text} AS text
            FROM ${sql.identifier(source.table)}
            WHERE ${text} LIKE '%/images/%' OR ${text} LIKE '%/media/original/%' OR ${text} LIKE '%/public/%'`,
      );
      for (const row of rows)
        references.push({ ...row, table: source.table, column, company: source.company, json });
    }
  }
  return references;
}

export async function updateMediaReference(tx: Queryable, ref: MediaReference, next: string): Promise<void> {
  const value = ref.json ? sql`${next}::jsonb` : sql`${next}`;
  await tx.execute(
    sql`UPDATE ${sql.identifier(ref.table)} SET ${sql.identifier(ref.column)} = ${value}
        WHERE ${sql.identifier(ref.company)} = ${ref.companyId} AND id = ${ref.id}`,
  );
}
