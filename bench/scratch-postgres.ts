import pg from "pg";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";

/**
 * A throw-away PostgreSQL database beside the one `adminUrl` names, so a bench never touches
 * real data: created empty, opened (not migrated: callers decide), dropped on request.
 */
export async function createScratchPostgres(
  adminUrl: string,
  prefix: string,
): Promise<{ database: Database; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 10 });
  return {
    database,
    name,
    drop: () =>
      withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
