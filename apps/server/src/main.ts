import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { refreshEmbeddedStatistics } from "./db/planner-statistics.ts";
import { seedDemo } from "./db/seed/demo.ts";
import { computeInfluencerScores } from "./modules/influence/index.ts";
import { migrateGuessableMediaKeys } from "./modules/media/index.ts";
import { privateMediaDir } from "./platform/storage/index.ts";

const DEMO_PASSWORD = "Sunny-Harbor-2026";
const DEMO_SIGN_INS: ReadonlyArray<readonly [string, string]> = [
  ["emma@acme.example", "sharer"],
  ["anton@acme.example", "channel_analyst"],
  ["chloe@acme.example", "channel_manager"],
  ["gustav@acme.example", "group_admin"],
  ["ada@acme.example", "admin"],
  ["pablo@acme.example", "partner"],
  ["sam@acme.example", "smarper"],
  ["gina@globex.example", "admin (Globex)"],
  ["gary@globex.example", "sharer (Globex)"],
];

async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: "pglite", dataDir: `${config.dataDir}/pglite` },
  );
  // Several processes starting together migrate and seed once: the others wait, then find it done.
  await database.exclusively(async () => {
    await database.migrate();
    if (!config.seedDemo) return;
    const { seeded } = await seedDemo(database.db, {
      uploadsDir: config.uploadsDir,
      privateMediaDir: privateMediaDir(config),
    });
    if (seeded) {
      console.log("Seeded the demo companies Acme and Globex.");
      // The demo's scores come from the daily job's computation, as everywhere else.
      await computeInfluencerScores(database.db, new Date());
    }
  });
  await refreshEmbeddedStatistics(database);
  const app = await buildApp(config, { database });
  // Files stored under guessable keys by earlier versions move to random keys (once), before the
  // app serves any request; the app's own storages, so the files land where it reads them.
  const { moved } = await migrateGuessableMediaKeys(database.db, app.deps.storages);
  if (moved > 0) console.log(`Moved ${moved} media files to random storage keys.`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const db = config.databaseUrl ? "PostgreSQL" : `embedded PGlite in ${config.dataDir}`;
  // From process start (module loading included) to accepting connections.
  const readyMs = Math.round(process.uptime() * 1000);
  console.log(`\nChorus is running at ${url} (database: ${db}; ready ${readyMs} ms after start)`);
  if (config.seedDemo) {
    console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const [email, role] of DEMO_SIGN_INS) console.log(`  ${email.padEnd(22)} ${role}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
