import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase, PGLITE_EXTENSIONS } from "../db/client.ts";
import { withDatabase } from "./global-setup.ts";

let counter = 0;

/** A private copy of the migrated, seeded template for one test file. */
export async function openTestDatabase(): Promise<Database> {
  const target = inject("testDatabase");
  if (target.kind === "pglite") {
    const blob = new Blob([readFileSync(target.templateFile)]);
    const pglite = await PGlite.create({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
    return openDatabase({ kind: "pglite", pglite });
  }
  const name = `chorus_t_${target.template.split("_").pop()}_${process.pid}_${counter++}_${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${target.template}`);
        break;
      } catch (error) {
        // Two files copying the template at the same instant: PostgreSQL refuses one; try again.
        if (attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: "postgres", url: withDatabase(target.url, name), poolSize: 4 });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const cleaner = new pg.Client({ connectionString: target.url });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}
