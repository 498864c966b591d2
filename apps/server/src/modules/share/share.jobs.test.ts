import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { notification, share, socialConnection } from "../../db/schema/index.ts";
import type { JobContext } from "../../platform/deps.ts";
import { DEMO_USERS, type TestClient } from "../../test/test-app.ts";
import { remindConnections, reminderDay, sendScheduledShare } from "./share.jobs.ts";
import { connect, linkPost, type ShareKit, startShareKit } from "./testing/share-test-kit.ts";

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: "silent",
  silent() {},
};

let kit: ShareKit;
let emma: TestClient;
let emmaId: string;
let jobCtx: JobContext;
beforeAll(async () => {
  kit = await startShareKit({ JOBS_POLL_INTERVAL_SECONDS: "0.5" });
  emma = await kit.t.signIn(DEMO_USERS.sharer);
  emmaId = await kit.t.userId(DEMO_USERS.sharer);
  await connect(kit, emma, "linkedin");
  await connect(kit, emma, "twitter");
  jobCtx = { deps: kit.t.app.deps, db: kit.t.database.db, log: silent as never };
});
afterAll(() => kit.close());

const body = (r: { body: string }) => JSON.parse(r.body);
const shareRow = async (id: string) =>
  (await kit.t.database.db.select().from(share).where(eq(share.id, id)))[0];
const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString();
/** Schedules through the API for tomorrow (the worker leaves it), then makes it due now for a direct handler run. */
async function dueShare(index: number, media: "linkedin" | "twitter") {
  const postId = await linkPost(kit, index);
  const created = body(
    await emma.post("/api/share", { postId, media, comment: `due ${index}`, scheduledAt: tomorrow() }),
  );
  await kit.t.database.db.update(share).set({ scheduledAt: new Date() }).where(eq(share.id, created._id));
  return { postId, shareId: created._id as string, companyId: await kit.t.companyId("acme") };
}
const notificationsOf = async (type: string) =>
  kit.t.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, emmaId), eq(notification.type, type)));

describe("share.send job", () => {
  it("the worker sends a scheduled share at its time, once", async () => {
    const postId = await linkPost(kit, 30);
    const at = new Date(Date.now() + 1500).toISOString();
    const created = body(
      await emma.post("/api/share", { postId, media: "linkedin", comment: "On time", scheduledAt: at }),
    );
    const deadline = Date.now() + 30_000;
    while ((await shareRow(created._id))?.status === "scheduled" && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    const row = await shareRow(created._id);
    expect(row?.status).toBe("shared");
    expect(row?.sharedAt?.getTime()).toBeGreaterThanOrEqual(new Date(at).getTime() - 5000);
    const sent = kit.fake.posts.filter(
      (p) =>
        (p.body as { content?: { article?: { source?: string } } }).content?.article?.source === created.link,
    );
    expect(sent).toHaveLength(1);
    // The handler run again (a retry, a second process) finds it sent and does nothing.
    await sendScheduledShare(jobCtx, {
      companyId: row?.companyId as string,
      shareId: created._id,
      attempt: 0,
    });
    expect(kit.fake.posts.filter((p) => JSON.stringify(p.body).includes(created.link))).toHaveLength(1);
    expect(kit.fake.problems).toEqual([]);
  }, 40_000);

  it("a removed share is not sent", async () => {
    const due = await dueShare(31, "twitter");
    await emma.delete(`/api/share/${due.shareId}`);
    const before = kit.fake.posts.length;
    await sendScheduledShare(jobCtx, { companyId: due.companyId, shareId: due.shareId, attempt: 0 });
    expect(kit.fake.posts.length).toBe(before);
    expect((await shareRow(due.shareId))?.status).toBe("removed");
  });

  it("retries 429 and 5xx after 1, then 5 minutes, then succeeds", async () => {
    const due = await dueShare(32, "twitter");
    kit.fake.failNext("/x/2/tweets", 503, 429);
    await sendScheduledShare(jobCtx, { companyId: due.companyId, shareId: due.shareId, attempt: 0 });
    let row = await shareRow(due.shareId);
    expect(row).toMatchObject({ status: "scheduled", attemptCount: 1 });
    expect((row?.scheduledAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(55_000);
    expect((row?.scheduledAt?.getTime() ?? 0) - Date.now()).toBeLessThan(61_000);
    // The retry runs early here (time made due); it fails again and waits 5 minutes.
    await kit.t.database.db.update(share).set({ scheduledAt: new Date() }).where(eq(share.id, due.shareId));
    await sendScheduledShare(jobCtx, { companyId: due.companyId, shareId: due.shareId, attempt: 1 });
    row = await shareRow(due.shareId);
    expect(row).toMatchObject({ status: "scheduled", attemptCount: 2 });
    expect((row?.scheduledAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(295_000);
    await kit.t.database.db.update(share).set({ scheduledAt: new Date() }).where(eq(share.id, due.shareId));
    await sendScheduledShare(jobCtx, { companyId: due.companyId, shareId: due.shareId, attempt: 2 });
    row = await shareRow(due.shareId);
    expect(row).toMatchObject({ status: "shared", attemptCount: 3, error: null });
  });

  it("a job that runs before its (retry) time does nothing", async () => {
    const due = await dueShare(33, "twitter");
    await kit.t.database.db
      .update(share)
      .set({ scheduledAt: new Date(Date.now() + 60_000) })
      .where(eq(share.id, due.shareId));
    const before = kit.fake.posts.length;
    await sendScheduledShare(jobCtx, { companyId: due.companyId, shareId: due.shareId, attempt: 0 });
    expect(kit.fake.posts.length).toBe(before);
    expect((await shareRow(due.shareId))?.attemptCount).toBe(0);
  });

  it("after the last retry the share fails and the user is notified (share_failed)", async () => {
    const due = await dueShare(34, "twitter");
    kit.fake.failNext("/x/2/tweets", 500, 500, 500, 500);
    for (let attempt = 0; attempt < 4; attempt++) {
      await kit.t.database.db.update(share).set({ scheduledAt: new Date() }).where(eq(share.id, due.shareId));
      await sendScheduledShare(jobCtx, { companyId: due.companyId, shareId: due.shareId, attempt });
    }
    const row = await shareRow(due.shareId);
    expect(row).toMatchObject({ status: "failed", attemptCount: 4 });
    const notes = await notificationsOf("share_failed");
    expect(notes.some((n) => n.webUrl === `/preview/${due.postId}`)).toBe(true);
    const page = body(await emma.get("/api/notification"));
    expect(page.notificationList.some((n: { type: string }) => n.type === "share_failed")).toBe(true);
  });

  it("a 4xx other than 429 is final at once", async () => {
    const due = await dueShare(35, "linkedin");
    kit.fake.failNext("/li/rest/posts", 422);
    await sendScheduledShare(jobCtx, { companyId: due.companyId, shareId: due.shareId, attempt: 0 });
    expect(await shareRow(due.shareId)).toMatchObject({ status: "failed", attemptCount: 1 });
  });

  it("a dead connection fails the share and says to reconnect", async () => {
    const due = await dueShare(36, "linkedin");
    await kit.t.database.db
      .update(socialConnection)
      .set({ invalidAt: new Date() })
      .where(and(eq(socialConnection.userId, emmaId), eq(socialConnection.network, "linkedin")));
    await sendScheduledShare(jobCtx, { companyId: due.companyId, shareId: due.shareId, attempt: 0 });
    const row = await shareRow(due.shareId);
    expect(row).toMatchObject({ status: "failed", error: "Please reconnect your LinkedIn account." });
    await connect(kit, emma, "linkedin");
  });
});

describe("share.connection-reminders job", () => {
  it("reminds once per lapse date, a week ahead", async () => {
    const soon = new Date(Date.now() + 3 * 24 * 3600_000);
    await kit.t.database.db
      .update(socialConnection)
      .set({ refreshExpiresAt: soon })
      .where(and(eq(socialConnection.userId, emmaId), eq(socialConnection.network, "linkedin")));
    const before = (await notificationsOf("socnet_reconnect")).length;
    await remindConnections(jobCtx, { day: reminderDay(new Date()) });
    const after = await notificationsOf("socnet_reconnect");
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)?.textHtml).toContain("Please reconnect your LinkedIn account.");
    await remindConnections(jobCtx, { day: reminderDay(new Date()) });
    expect((await notificationsOf("socnet_reconnect")).length).toBe(before + 1);
  });
});

describe("restart", () => {
  it("a share scheduled before the server stops is sent once by the next server", async () => {
    const postId = await linkPost(kit, 37);
    const at = new Date(Date.now() + 2500).toISOString();
    const created = body(
      await emma.post("/api/share", {
        postId,
        media: "twitter",
        comment: "Across a restart",
        scheduledAt: at,
      }),
    );
    // The first server goes away before the share is due (its database stays).
    await kit.t.app.close();
    expect((await shareRow(created._id))?.status).toBe("scheduled");
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: "/nonexistent-web-dist",
      JOBS_POLL_INTERVAL_SECONDS: "0.5",
      ...kit.fake.env(),
    });
    const second = await buildApp(config, { database: kit.t.database, logger: false });
    await second.ready();
    try {
      const deadline = Date.now() + 30_000;
      while ((await shareRow(created._id))?.status === "scheduled" && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 250));
      expect((await shareRow(created._id))?.status).toBe("shared");
      expect(kit.fake.posts.filter((p) => JSON.stringify(p.body).includes("Across a restart"))).toHaveLength(
        1,
      );
    } finally {
      await second.close();
      // The kit closes the app again: harmless on a closed Fastify instance.
    }
  }, 45_000);
});
