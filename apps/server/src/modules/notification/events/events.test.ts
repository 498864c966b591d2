import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp } from "../../../test/test-app.ts";
import { notify } from "../notify.ts";
import { cookieOf, notificationsIn, openSse } from "./sse.test-helpers.ts";

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ SSE_HEARTBEAT_MS: "100" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function notifyEmma(title: string) {
  const [userId, companyId] = [await t.userId(DEMO_USERS.sharer), await t.companyId("acme")];
  await notify(
    { db: t.database.db },
    { companyId, userId, type: "instant_post", textHtml: title, itemTitle: title },
  );
}

describe("GET /api/events (PGlite: in-process fan-out)", () => {
  it("pushes a new notification and the unread count within a second of the write, with heartbeats", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const stream = await openSse(baseUrl, cookieOf(emma));
    await stream.waitFor((events) => events.some((e) => e.event === "ready"));
    const before = (await emma.get("/api/notification")).json().unreadCount as number;
    const written = Date.now();
    await notifyEmma("Live one");
    await stream.waitFor((events) => notificationsIn(events).includes("Live one"), 1000);
    expect(Date.now() - written).toBeLessThan(1000);
    await stream.waitFor((events) =>
      events.some(
        (e) => e.event === "counters" && (e.data as { unreadCount: number }).unreadCount === before + 1,
      ),
    );
    // Marking read elsewhere updates the count on the stream.
    await emma.put("/api/notification", { all: true });
    await stream.waitFor((events) => {
      const last = events.filter((e) => e.event === "counters").at(-1);
      return (last?.data as { unreadCount: number } | undefined)?.unreadCount === 0;
    });
    // SSE_HEARTBEAT_MS is 100 here.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(stream.heartbeats()).toBeGreaterThanOrEqual(2);
    stream.close();
  });

  it("never sends another user's notification", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const stream = await openSse(baseUrl, cookieOf(ada));
    await stream.waitFor((events) => events.some((e) => e.event === "ready"));
    await notifyEmma("For Emma only");
    const adaId = await t.userId(DEMO_USERS.admin);
    await notify(
      { db: t.database.db },
      {
        companyId: await t.companyId("acme"),
        userId: adaId,
        type: "instant_post",
        textHtml: "x",
        itemTitle: "For Ada",
      },
    );
    await stream.waitFor((events) => notificationsIn(events).includes("For Ada"));
    expect(notificationsIn(stream.events)).not.toContain("For Emma only");
    stream.close();
  });

  it("resumes after Last-Event-ID: what was written while disconnected arrives once, nothing twice", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const first = await openSse(baseUrl, cookieOf(emma));
    await first.waitFor((events) => events.some((e) => e.event === "ready"));
    await notifyEmma("Before the drop");
    await first.waitFor((events) => notificationsIn(events).includes("Before the drop"));
    const resumeFrom = first.lastEventId();
    first.close();
    await notifyEmma("While away 1");
    await notifyEmma("While away 2");
    const second = await openSse(baseUrl, cookieOf(emma), resumeFrom);
    await second.waitFor((events) => events.some((e) => e.event === "ready"));
    await notifyEmma("After the return");
    await second.waitFor((events) => notificationsIn(events).includes("After the return"));
    expect(notificationsIn(second.events)).toEqual(["While away 1", "While away 2", "After the return"]);
    second.close();
  });

  it("answers the current state and ends for a client that does not ask for a stream; 401 signed out", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const once = await emma.get("/api/events");
    expect(once.statusCode).toBe(200);
    expect(once.headers["content-type"]).toContain("text/event-stream");
    expect(once.body).toContain("event: counters");
    expect(once.body).toContain("event: ready");
    expect((await t.client().get("/api/events")).statusCode).toBe(401);
  });
});
