import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { share } from "../../db/schema/index.ts";
import { eventually, jobStates } from "../../test/job-states.ts";
import { openPostgresTestDatabase, postgresSuite, postgresUnavailable } from "../../test/postgres.ts";
import { DEMO_USERS, type TestClient } from "../../test/test-app.ts";
import { sendShareJob } from "./share.jobs.ts";
import { connect, linkPost, type ShareKit, startShareKit } from "./testing/share-test-kit.ts";

/**
 * Exactly once across processes needs a real server (PGlite has one connection): two apps with
 * their own job workers on the same PostgreSQL database, and the share's job queued twice under
 * different keys (as a re-run after a crash would): the network gets the post once.
 */
const unavailable = await postgresUnavailable();

describe.skipIf(unavailable)(
  postgresSuite("scheduled shares on PostgreSQL with two processes", unavailable),
  () => {
    let kit: ShareKit;
    let second: Awaited<ReturnType<typeof buildApp>>;
    let secondDb: Database;
    let emma: TestClient;
    beforeAll(async () => {
      kit = await startShareKit(
        { JOBS_POLL_INTERVAL_SECONDS: "0.5" },
        { database: await openPostgresTestDatabase() },
      );
      const url = kit.t.database.pool?.options.connectionString as string;
      secondDb = await openDatabase({ kind: "postgres", url, poolSize: 4 });
      const config = loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        WEB_DIST_DIR: "/nonexistent",
        JOBS_POLL_INTERVAL_SECONDS: "0.5",
        ...kit.fake.env(),
      });
      second = await buildApp(config, { database: secondDb, logger: false });
      await second.ready();
      emma = await kit.t.signIn(DEMO_USERS.sharer);
      await connect(kit, emma, "linkedin");
    }, 90_000);
    afterAll(async () => {
      await second?.close();
      await secondDb?.close();
      await kit?.close();
    });

    it("sends each share once, whichever process's worker picks it", async () => {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const postId = await linkPost(kit, 40 + i);
        const at = new Date(Date.now() + 2000).toISOString();
        const created = JSON.parse(
          (
            await emma.post("/api/share", {
              postId,
              media: "linkedin",
              comment: `twice ${i}`,
              scheduledAt: at,
            })
          ).body,
        );
        ids.push(created._id);
        // The other process queues the same share under another key: both workers race for it.
        await second.deps.jobs.send(
          sendShareJob,
          { companyId: await kit.t.companyId("acme"), shareId: created._id, attempt: 0 },
          { startAfter: new Date(at), singletonKey: `${created._id}:duplicate` },
        );
      }
      // Each share has two jobs (its own and the duplicate); once all twelve have completed, no worker
      // can send anything more.
      const jobsOf = async () =>
        (
          await Promise.all(
            ids.map((shareId) => jobStates(kit.t.database.db, sendShareJob.name, { shareId })),
          )
        ).flat();
      const states = await eventually(
        jobsOf,
        (all) => all.length === 12 && all.every((s) => s === "completed"),
        40_000,
      );
      expect(states).toEqual(ids.flatMap(() => ["completed", "completed"]));
      const statuses = async () =>
        Promise.all(
          ids.map(
            async (id) => (await kit.t.database.db.select().from(share).where(eq(share.id, id)))[0]?.status,
          ),
        );
      expect(await statuses()).toEqual(ids.map(() => "shared"));
      for (let i = 0; i < 6; i++) {
        expect(
          kit.fake.posts.filter((p) => (p.body as { commentary?: string }).commentary === `twice ${i}`),
        ).toHaveLength(1);
      }
      expect(kit.fake.problems).toEqual([]);
    }, 60_000);
  },
);
