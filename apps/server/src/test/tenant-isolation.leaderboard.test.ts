import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaderboardFilter, leaderboardSetting } from "../db/schema/index.ts";
import { creditPoints } from "../modules/points/index.ts";
import { factories } from "./factories.ts";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_ADMIN,
  GLOBEX_SHARER,
  type TestApp,
  type TestClient,
} from "./test-app.ts";

/**
 * Globex can neither read, change nor delete an Acme leaderboard, nor rank by an Acme team or
 * group (404, never 403); Acme's points, settings and leaderboards never show in Globex's answers.
 */
let t: TestApp;
let gina: TestClient;
let gary: TestClient;
let acmeFilterId: string;
let acmeTeamId: string;
let acmeGroupId: string;
let acmeUserId: string;

async function snapshot() {
  const db = t.database.db;
  const [filter] = await db.select().from(leaderboardFilter).where(eq(leaderboardFilter.id, acmeFilterId));
  const settings = await db.select().from(leaderboardSetting);
  return { filter, settings };
}

beforeAll(async () => {
  t = await createTestApp();
  gina = await t.signIn(GLOBEX_ADMIN);
  gary = await t.signIn(GLOBEX_SHARER);
  const ada = await t.signIn(DEMO_USERS.admin);
  const acme = await t.companyId("acme");
  const make = factories(t.database.db);
  acmeUserId = (await make.user(acme, { firstName: "Acmeonly" })).id;
  acmeTeamId = (await make.team(acme, { memberIds: [acmeUserId] })).id;
  acmeGroupId = (await make.group(acme, { memberIds: [acmeUserId] })).id;
  await creditPoints(
    { db: t.database.db },
    { companyId: acme, userId: acmeUserId, stars: 1_000_000, reason: "test", postId: null },
  );
  acmeFilterId = (
    await ada.post("/api/leaderboard3", {
      name: "Acme only",
      filter: "ThisMonth",
      filteredTeamList: [{ _id: acmeTeamId }],
    })
  ).json()._id;
  await ada.put("/api/leaderboard3", { leaderboardEnabled: true });
});
afterAll(() => t.close());

describe("tenant isolation: leaderboards", () => {
  const calls: [string, (c: TestClient) => Promise<{ statusCode: number }>][] = [
    ["read its leaderboard", (c) => c.get(`/api/leaderboard3/${acmeFilterId}`)],
    ["rank by its team", (c) => c.get(`/api/leaderboard3/ThisMonth?teamId=${acmeTeamId}`)],
    ["rank by its group", (c) => c.get(`/api/leaderboard3/ThisMonth?groupId=${acmeGroupId}`)],
  ];
  it.each(calls)("a Globex admin and sharer cannot %s (404)", async (_name, call) => {
    const before = await snapshot();
    expect((await call(gina)).statusCode).toBe(404);
    expect((await call(gary)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("a Globex admin cannot edit or delete an Acme leaderboard (404), order by it, or name an Acme team (400)", async () => {
    const before = await snapshot();
    expect((await gina.put(`/api/leaderboard3/${acmeFilterId}`, { name: "Globex now" })).statusCode).toBe(
      404,
    );
    expect((await gina.delete(`/api/leaderboard3/${acmeFilterId}`)).statusCode).toBe(404);
    expect(
      (await gina.put("/api/leaderboard3", { orderedLeaderboardIdList: [acmeFilterId] })).statusCode,
    ).toBe(400);
    expect(
      (
        await gina.post("/api/leaderboard3", {
          name: "x",
          filter: "AllTime",
          filteredTeamList: [{ _id: acmeTeamId }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await gina.get(
          `/api/leaderboard3/export/csv?dateFrom=2000-01-01&dateTo=2100-01-01&groupId=${acmeGroupId}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("shows Globex only its own settings, people and points", async () => {
    const settings = (await gary.get("/api/leaderboard3")).json();
    expect(settings.orderedLeaderboardIdList).not.toContain(acmeFilterId);
    for (const period of ["ThisWeek", "ThisMonth", "AllTime"]) {
      const ranking = (await gary.get(`/api/leaderboard3/${period}?limit=100`)).json();
      expect(ranking.leaderboardList.map((u: { _id: string }) => u._id)).not.toContain(acmeUserId);
    }
    const csv = (await gina.get("/api/leaderboard3/export/csv?dateFrom=2000-01-01&dateTo=2100-01-01")).body;
    expect(csv).not.toContain("Acmeonly");
    // Acme's ledger is not Globex's achievements either: Gary's counts are his own.
    expect((await gary.get("/api/achievements")).statusCode).toBe(200);
  });
});
