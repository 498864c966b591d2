import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { mailOutbox, notification } from "../../db/schema/index.ts";
import { eventually } from "../../test/job-states.ts";
import { openPostgresTestDatabase, postgresSuite, postgresUnavailable } from "../../test/postgres.ts";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { cookieOf, notificationsIn, openSse } from "./events/sse.test-helpers.ts";
import { sendDailyDigests } from "./notification.jobs.ts";
import { notify } from "./notify.ts";

/**
 * Two app processes on one PostgreSQL database (each its own pool and its own LISTEN connection):
 * what one writes reaches the other's streams, and each delivery and digest happens once.
 */
const unavailable = await postgresUnavailable();

describe.skipIf(unavailable)(postgresSuite("notifications on PostgreSQL: two processes", unavailable), () => {
  let a: TestApp;
  let b: TestApp;
  let baseUrlB: string;
  beforeAll(async () => {
    const database = await openPostgresTestDatabase();
    const url = String(database.pool?.options.connectionString);
    a = await createTestApp({}, { database });
    b = await createTestApp({}, { database: await openDatabase({ kind: "postgres", url, poolSize: 4 }) });
    await b.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrlB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a notification written by process A reaches a stream on process B within a second", async () => {
    const emma = await b.signIn(DEMO_USERS.sharer);
    const stream = await openSse(baseUrlB, cookieOf(emma));
    await stream.waitFor((events) => events.some((e) => e.event === "ready"));
    const [userId, companyId] = [await a.userId(DEMO_USERS.sharer), await a.companyId("acme")];
    const written = Date.now();
    await notify(
      { db: a.database.db },
      { companyId, userId, type: "instant_post", textHtml: "x", itemTitle: "From A" },
    );
    await stream.waitFor((events) => notificationsIn(events).includes("From A"), 1000);
    expect(Date.now() - written).toBeLessThan(1000);
    stream.close();
  });

  it("past the daily limit, notifications wait for the digest, which two processes send once", async () => {
    const ada = await a.signIn(DEMO_USERS.admin);
    const companyId = await a.companyId("acme");
    expect(
      (await ada.put(`/api/company/${companyId}/notification`, { maxPushesAndEmailsPerDay: 1 })).statusCode,
    ).toBe(200);
    const userId = await a.userId(DEMO_USERS.channel_analyst);
    // new_proposed_post goes by e-mail by default: the first is mailed, the next two wait.
    for (const title of ["P1", "P2", "P3"]) {
      await notify(
        { db: a.database.db },
        { companyId, userId, type: "new_proposed_post", textHtml: `<b>${title}</b>`, itemTitle: title },
      );
      await eventually(
        () =>
          a.database.db
            .select()
            .from(notification)
            .where(and(eq(notification.userId, userId), eq(notification.itemTitle, title))),
        (rows) =>
          rows[0]?.deliveryPending === false && (rows[0]?.emailedAt !== null || rows[0]?.digestAt !== null),
      );
    }
    const mails = (kind: string) =>
      a.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, DEMO_USERS.channel_analyst)));
    expect(await mails("notification")).toHaveLength(1);
    const jobContext = (t: TestApp) => ({ deps: t.app.deps, db: t.app.deps.db, log: t.app.log });
    await Promise.all([sendDailyDigests(jobContext(a)), sendDailyDigests(jobContext(b))]);
    const digests = await mails("notification_digest");
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain("P2");
    expect(digests[0]?.text).toContain("P3");
    // The next day's run has nothing left to send.
    await sendDailyDigests(jobContext(b));
    expect(await mails("notification_digest")).toHaveLength(1);
  });
});
