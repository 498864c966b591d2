import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSession } from "../../db/schema/index.ts";
import type { JobContext } from "../../platform/deps.ts";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { purgeSessionsJob } from "./session.jobs.ts";

const silent = { info() {}, warn() {}, error() {}, child: () => silent } as unknown as JobContext["log"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe("session.purge-expired", () => {
  it("deletes the sessions past their end and keeps the live ones", async () => {
    const companyId = await t.companyId("acme");
    const userId = await t.userId(DEMO_USERS.sharer);
    const hour = 3_600_000;
    const row = (id: string, expiresInMs: number) => ({
      id,
      companyId,
      userId,
      role: "sharer",
      expiresAt: new Date(Date.now() + expiresInMs),
    });
    await t.database.db
      .insert(userSession)
      .values([row("purge-expired-a", -hour), row("purge-expired-b", -48 * hour), row("purge-live", hour)]);
    const signedIn = await t.signIn(DEMO_USERS.sharer);

    await purgeSessionsJob.handler({ deps: t.app.deps, db: t.database.db, log: silent }, {});

    const left = await t.database.db
      .select({ id: userSession.id })
      .from(userSession)
      .where(inArray(userSession.id, ["purge-expired-a", "purge-expired-b", "purge-live"]));
    expect(left.map((r) => r.id)).toEqual(["purge-live"]);
    // A signed-in browser keeps its session.
    expect(JSON.parse((await signedIn.get("/api/session")).body)).toMatchObject({ isLoggedIn: true });
  });
});
