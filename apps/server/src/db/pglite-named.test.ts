import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client.ts";
import { prepareRows } from "./prepared.ts";
import { rowsOf } from "./rows.ts";

/**
 * Named statements on the embedded database (pglite-named.ts): the same rows as drizzle's own
 * path, parsed once per instance, and run under PGlite's locks (never inside another caller's
 * open transaction).
 */
describe("named prepared statements on PGlite", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite" });
    await database.db.execute(sql`
      CREATE TABLE sample (
        id int PRIMARY KEY,
        label text,
        at timestamptz NOT NULL,
        day date NOT NULL,
        amounts numeric[] NOT NULL,
        doc jsonb,
        wait interval NOT NULL
      )`);
    await database.db.execute(sql`
      INSERT INTO sample VALUES
        (1, 'one', '2026-11-28 10:00:00+00', '2026-11-28', '{1.5,2}', '{"a": [1, "x"]}', '2 days'),
        (2, NULL, '2026-01-01 00:00:00+00', '2026-01-01', '{}', NULL, '00:05:00')`);
  });
  afterAll(async () => {
    await database?.close();
  });

  const byId = (id: unknown) =>
    sql`SELECT id, label, at, day, amounts, doc, wait, ${sql.placeholder("tag")}::text AS tag
          FROM sample WHERE id = ${id} OR label = ${sql.placeholder("label")}`;

  it.each([
    { id: 1, label: "none" },
    { id: 2, label: "none" },
    { id: 0, label: "one" },
    { id: 0, label: "none" },
  ])("answers id $id / label $label with the rows drizzle's path returns", async ({ id, label }) => {
    const named = await prepareRows(database.db, byId(id)).rows({ tag: "t", label });
    // drizzle's own path (an unnamed statement) with the same values in place of the placeholders.
    const plain = await rowsOf(
      database.db,
      sql`SELECT id, label, at, day, amounts, doc, wait, ${"t"}::text AS tag
            FROM sample WHERE id = ${id} OR label = ${label}`,
    );
    expect(named).toEqual(plain);
    expect(named.length).toBe(id === 0 && label === "none" ? 0 : 1);
  });

  it("keeps dates, intervals and numeric arrays as the text PostgreSQL sends, json parsed", async () => {
    const [row] = await prepareRows<Record<string, unknown>>(database.db, byId(1)).rows({
      tag: null,
      label: "none",
    });
    expect(row).toMatchObject({ id: 1, label: "one", day: "2026-11-28", amounts: "{1.5,2}", wait: "2 days" });
    expect(typeof row?.at).toBe("string");
    expect(row?.doc).toEqual({ a: [1, "x"] });
    expect(row?.tag).toBeNull();
  });

  it("parses a statement once, whatever the number of runs", async () => {
    const statement = prepareRows(database.db, sql`SELECT count(*)::int AS n FROM sample WHERE id > ${1}`);
    for (let run = 0; run < 7; run++) expect(await statement.rows({})).toEqual([{ n: 1 }]);
    const prepared = await rowsOf<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%FROM sample WHERE id >%'`,
    );
    expect(prepared).toEqual([{ n: 1 }]);
  });

  it("stays usable after a statement fails", async () => {
    const failing = prepareRows(database.db, sql`SELECT 1 / ${sql.placeholder("d")}::int AS q`);
    await expect(failing.rows({ d: 0 })).rejects.toThrow(/division by zero/);
    expect(await failing.rows({ d: 1 })).toEqual([{ q: 1 }]);
    await expect(prepareRows(database.db, sql`SELECT nope FROM sample`).rows({})).rejects.toThrow(/nope/);
    expect(await rowsOf(database.db, sql`SELECT 2 AS two`)).toEqual([{ two: 2 }]);
  });

  it("waits for another caller's open transaction instead of running inside it", async () => {
    const count = prepareRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM sample`);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted: () => void = () => undefined;
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO sample VALUES (3, 'three', now(), current_date, '{}', NULL, '1 hour')`,
      );
      inserted();
      await held;
      await tx.execute(sql`DELETE FROM sample WHERE id = 3`);
    });
    await insertDone;
    let answered = false;
    const counted = count.rows({}).then((rows) => {
      answered = true;
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(answered).toBe(false);
    release();
    await transaction;
    // Run after the transaction: its row was inserted and deleted there, never seen from outside.
    expect(await counted).toEqual([{ n: 2 }]);
  });
});
