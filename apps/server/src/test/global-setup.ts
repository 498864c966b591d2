import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { seedDemo } from "../db/seed/demo.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase:
      | { kind: "pglite"; templateFile: string }
      | { kind: "postgres"; url: string; template: string };
    uploadsDir: string;
  }
}

/**
 * Migrates and seeds ONE template database for the whole run; each test file then gets its own
 * copy (a PGlite data-dir dump, or a PostgreSQL database created from the template) in about a second.
 */
export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), "chorus-test-"));
  const uploadsDir = join(work, "uploads");
  const privateMediaDir = join(work, "private-media");
  project.provide("uploadsDir", uploadsDir);
  const url = process.env.TEST_DATABASE_URL;

  if (!url) {
    const database = await openDatabase({ kind: "pglite" });
    await database.migrate();
    await seedDemo(database.db, { uploadsDir, privateMediaDir });
    const dump = await database.pglite!.dumpDataDir("none");
    const templateFile = join(work, "template.tar");
    writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide("testDatabase", { kind: "pglite", templateFile });
    return () => rmSync(work, { recursive: true, force: true });
  }

  const template = `chorus_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(url, template);
  const database = await openDatabase({ kind: "postgres", url: templateUrl, poolSize: 2 });
  await database.migrate();
  await seedDemo(database.db, { uploadsDir, privateMediaDir });
  await database.close();
  project.provide("testDatabase", { kind: "postgres", url, template });
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`chorus_t_${process.pid}_%`],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
