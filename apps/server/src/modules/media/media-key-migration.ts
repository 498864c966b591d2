import { IMAGE_TOKENS } from "@chorus/shared/media/image-token.rules";
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { dataMigration } from "../../db/schema/index.ts";
import type { MediaStorages } from "../../platform/storage/index.ts";
import {
  companyOfMediaKey,
  hasRandomName,
  type MediaArea,
  newMediaKey,
} from "../../platform/storage/media-keys.ts";

export const MEDIA_KEY_MIGRATION = "media-random-keys";

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

/**
 * Our media addresses inside any text: /images/<key> and the S3 form /media/original/<key> (with
 * any query; not inside someone else's URL), and a public bucket's or CDN's
 * https://…/public/<company media key> (S3_PUBLIC_URL of earlier versions).
 */
const MEDIA_PATH =
  /(?<![\w.:/%-])\/(?:images|media\/original)\/([A-Za-z0-9._\-/]+)(?:\?[A-Za-z0-9=&_\-%.]*)?|https?:\/\/[^\s"'<>?]+\/public\/((?:media|posters|documents)\/[0-9a-f]{24}\/[A-Za-z0-9._\-/]+)/g;

interface Move {
  companyId: string;
  from: string;
  to: string;
  area: "public" | "private";
}

const rowsOf = async <T>(db: Db | Tx, query: SQL) =>
  // Both drivers (pg, PGlite) answer a raw statement with { rows }.
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Gives every stored file with a guessable key (an object id, a demo file name) a random key of
 * its company: the bytes are copied to the new key, every row pointing at the old key is rewritten,
 * and the old object (with its cached sizes) is deleted once the rows are committed. Runs once
 * (recorded in data_migration), under a lock so two starting processes do not both move files.
 */
export async function migrateGuessableMediaKeys(db: Db, storages: MediaStorages): Promise<{ moved: number }> {
  const moved = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chorus.media-random-keys'))`);
    const [done] = await rowsOf<{ name: string }>(
      tx,
      sql`SELECT name FROM data_migration WHERE name = ${MEDIA_KEY_MIGRATION}`,
    );
    if (done) return [];
    const moves = new Map<string, Move>();
    const plan = (companyId: string, from: string, area: Move["area"]) => {
      if (hasRandomName(from)) return;
      const id = `${companyId} ${from}`;
      if (moves.has(id)) return;
      const [first = ""] = from.split("/");
      const sourceArea = companyOfMediaKey(from) ? (first as MediaArea) : "media";
      const extension = from.slice(from.lastIndexOf(".") + 1).toLowerCase();
      moves.set(id, { companyId, from, to: newMediaKey(sourceArea, companyId, extension), area });
    };

    const media = await rowsOf<{ companyId: string; id: string; kind: string; key: string; meta: Meta }>(
      tx,
      sql`SELECT company_id AS "companyId", id, kind, storage_key AS key, meta FROM media_file`,
    );
    for (const row of media) {
      plan(row.companyId, row.key, row.kind === "video" ? "private" : "public");
      if (typeof row.meta.posterKey === "string") plan(row.companyId, row.meta.posterKey, "public");
      for (const page of row.meta.pageKeys ?? []) plan(row.companyId, page, "public");
    }
    const references = await readReferences(tx);
    for (const ref of references) {
      for (const [, path, bucketKey] of ref.text.matchAll(MEDIA_PATH)) {
        // A bucket address counts only for the row's own company.
        if (path) plan(ref.companyId, path, "public");
        else if (bucketKey && companyOfMediaKey(bucketKey) === ref.companyId)
          plan(ref.companyId, bucketKey, "public");
      }
    }

    const copied = new Map<string, Move>();
    for (const [id, move] of moves) {
      const storage = storages[move.area];
      const object = await storage.get(move.from);
      // A reference to a file that is gone stays as it was (it answers 404 before and after).
      if (!object) continue;
      const head = await storage.head(move.from);
      await storage.putStream(move.to, object.body, object.contentType, head?.bytes ?? object.bytes ?? 0);
      copied.set(id, move);
    }
    const target = (companyId: string, key: string) => copied.get(`${companyId} ${key}`)?.to;
    const rewrite = (companyId: string, text: string) =>
      text.replace(MEDIA_PATH, (whole, path: string | undefined, bucketKey: string | undefined) => {
        const to = target(companyId, path ?? bucketKey ?? "");
        return to ? `/images/${to}` : whole;
      });

    for (const ref of references) {
      const next = rewrite(ref.companyId, ref.text);
      if (next === ref.text) continue;
      const value = ref.json ? sql`${next}::jsonb` : sql`${next}`;
      await tx.execute(
        sql`UPDATE ${sql.identifier(ref.table)} SET ${sql.identifier(ref.column)} = ${value}
            WHERE id = ${ref.id}`,
      );
    }
    for (const row of media) {
      const meta: Meta = { ...row.meta };
      if (typeof meta.posterKey === "string")
        meta.posterKey = target(row.companyId, meta.posterKey) ?? meta.posterKey;
      if (meta.pageKeys) meta.pageKeys = meta.pageKeys.map((k) => target(row.companyId, k) ?? k);
      await tx.execute(
        sql`UPDATE media_file SET storage_key = ${target(row.companyId, row.key) ?? row.key},
            meta = ${JSON.stringify(meta)}::jsonb
            WHERE company_id = ${row.companyId} AND id = ${row.id}`,
      );
    }
    await tx.insert(dataMigration).values({ name: MEDIA_KEY_MIGRATION });
    return [...copied.values()];
  });

  // After the commit: the rows point at the new keys, so the old guessable objects can go.
  const oldKeys = new Set(moved.map((m) => `${m.area} ${m.from}`));
  for (const entry of oldKeys) {
    const [area, key] = entry.split(" ") as [Move["area"], string];
    await storages[area].delete(key);
    if (area === "public")
      for (const token of IMAGE_TOKENS) await storages.public.delete(`variants/${token}/${key}`);
  }
  return { moved: moved.length };
}

interface Meta extends Record<string, unknown> {
  posterKey?: unknown;
  pageKeys?: string[];
}

/** One row's column that mentions our media (every table listed has an "id" key). */
interface Reference {
  table: string;
  column: string;
  id: string;
  companyId: string;
  text: string;
  json: boolean;
}

async function readReferences(tx: Tx): Promise<Reference[]> {
  const references: Reference[] = [];
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
      for (const row of rows) references.push({ ...row, table: source.table, column, json });
    }
  }
  return references;
}
