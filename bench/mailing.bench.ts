/**
 * Newsletter delivery: one campaign to N recipients (default 50,000) through a local SMTP catcher,
 * on PostgreSQL. Prints the fan-out time (delivery rows and batch jobs), mails/s and the total time
 * from "send" to the campaign being sent, and checks that every address got exactly one mail.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/mailing.bench.ts [--recipients 50000] [--rate 10000] [--batch 100]
 *
 * A scratch database beside DATABASE_URL (migrated, the demo companies, N extra Acme users) is
 * dropped at the end. The catcher accepts each mail and counts its recipient without parsing, so
 * this measures our side: claiming each address, rendering its copy and the SMTP round trip.
 * --rate is MAILING_RATE_PER_SECOND (10,000: effectively unthrottled).
 */

import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { rowsOf } from "../apps/server/src/db/rows.ts";
import { seedDemo } from "../apps/server/src/db/seed/demo.ts";
import { startCampaignJob, startKey } from "../apps/server/src/modules/mailing/delivery.jobs.ts";
import { createScratchPostgres } from "./scratch-postgres.ts";

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    recipients: { type: "string", default: "50000" },
    rate: { type: "string", default: "10000" },
    batch: { type: "string", default: "100" },
  },
});
const recipients = Number(values.recipients);

async function startCatcher() {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL (a PostgreSQL server) is required");
  const dataDir = await mkdtemp(join(tmpdir(), "chorus-bench-mailing-"));
  const catcher = await startCatcher();
  const { database, drop } = await createScratchPostgres(adminUrl, "chorus_bench_mailing");
  try {
    await database.migrate();
    await seedDemo(database.db, { uploadsDir: join(dataDir, "uploads") });
    const db = database.db;
    const [acme] = await rowsOf<{ id: string }>(db, sql`SELECT id FROM company WHERE subdomain = 'acme'`);
    const companyId = acme?.id as string;
    await db.execute(
      sql`UPDATE company SET lab_list = ARRAY['email_newsletters_lab'] WHERE id = ${companyId}`,
    );
    const teamId = newObjectId();
    await db.execute(
      sql`INSERT INTO team (id, company_id, name) VALUES (${teamId}, ${companyId}, 'Bench team')`,
    );
    // N users with distinct ids (time part + a counter) and addresses, all in one team.
    await db.execute(sql`INSERT INTO app_user (id, company_id, email, first_name, last_name, is_fresh)
      SELECT lpad(to_hex(extract(epoch FROM now())::int), 8, '0') || 'bbbb' || lpad(to_hex(g), 12, '0'),
             ${companyId}, 'bench-' || g || '@acme.example', 'Bench', 'User ' || g, false
        FROM generate_series(1, ${recipients}) g`);
    await db.execute(sql`INSERT INTO team_member (company_id, team_id, user_id)
      SELECT ${companyId}, ${teamId}, id FROM app_user WHERE company_id = ${companyId} AND email LIKE 'bench-%'`);
    const listId = newObjectId();
    await db.execute(
      sql`INSERT INTO mailing_list (id, company_id, name) VALUES (${listId}, ${companyId}, 'Bench list')`,
    );
    await db.execute(sql`INSERT INTO mailing_list_recipient (id, company_id, mailing_list_id, entity_type, entity_id)
      VALUES (${newObjectId()}, ${companyId}, ${listId}, 'team', ${teamId})`);
    const [post] = await rowsOf<{ id: string }>(
      db,
      sql`SELECT p.id FROM post p JOIN post_channel pc ON pc.post_id = p.id AND pc.status = 'published'
           WHERE p.company_id = ${companyId} ORDER BY p.id LIMIT 1`,
    );
    const [admin] = await rowsOf<{ id: string }>(
      db,
      sql`SELECT id FROM app_user WHERE email = 'ada@acme.example'`,
    );
    const campaignId = newObjectId();
    const blocks = [
      { type: "heading", id: "h", text: "Bench newsletter" },
      { type: "text", id: "t", text: "A paragraph.\n\nAnother paragraph." },
      { type: "post", id: "p", postId: post?.id },
      { type: "featured", id: "f", limit: 3 },
      { type: "button", id: "b", label: "Open", url: "https://acme.example/" },
    ];
    await db.execute(sql`INSERT INTO mailing_campaign (id, company_id, name, subject, blocks, mailing_list_id_list, status, send_started_at, created_by)
      VALUES (${campaignId}, ${companyId}, 'Bench', 'Bench newsletter', ${JSON.stringify(blocks)}::jsonb, ARRAY[${listId}]::text[], 'sending', now(), ${admin?.id})`);

    const config = loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      SMTP_URL: catcher.url,
      MAILING_RATE_PER_SECOND: String(values.rate),
      MAILING_BATCH_SIZE: String(values.batch),
      JOBS_POLL_INTERVAL_SECONDS: "0.5",
    });
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    try {
      const started = Date.now();
      await app.deps.jobs.send(
        startCampaignJob,
        { companyId, campaignId },
        { singletonKey: startKey(campaignId, null) },
      );
      let fannedOutAt = 0;
      for (;;) {
        await new Promise((done) => setTimeout(done, 500));
        const [row] = await rowsOf<{ status: string; rows: number }>(
          db,
          sql`SELECT status, (SELECT count(*)::int FROM mailing_delivery WHERE campaign_id = ${campaignId}) AS rows
                FROM mailing_campaign WHERE id = ${campaignId}`,
        );
        if (!fannedOutAt && row?.rows === recipients) fannedOutAt = Date.now();
        if (row?.status === "sent") break;
      }
      const seconds = (Date.now() - started) / 1000;
      const duplicates = [...catcher.received.values()].filter((n) => n > 1).length;
      console.log(
        JSON.stringify(
          {
            recipients,
            received: catcher.received.size,
            duplicates,
            fanOutSeconds: (fannedOutAt - started) / 1000,
            totalSeconds: Math.round(seconds * 10) / 10,
            mailsPerSecond: Math.round(recipients / seconds),
            batchSize: Number(values.batch),
          },
          null,
          2,
        ),
      );
      if (catcher.received.size !== recipients || duplicates > 0) process.exitCode = 1;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
    await catcher.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
