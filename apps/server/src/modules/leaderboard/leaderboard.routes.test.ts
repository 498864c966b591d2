import { newObjectId } from "@chorus/shared/ids/object-id";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factories } from "../../test/factories.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { creditPoints } from "../points/index.ts";
import { earnAt } from "../points/points.test-helpers.ts";

let t: TestApp;
let ada: TestClient;
let emma: TestClient;
let acme: string;
const people: Record<"amy" | "ben" | "cal" | "dot", string> = { amy: "", ben: "", cal: "", dot: "" };
let teamId: string;
let groupId: string;

/** Ledger rows at fixed times in March 2001, far from the demo data's dates. */
async function earn(userId: string, points: number, at: string) {
  await earnAt(t.database.db, { companyId: acme, userId, points, at: new Date(at) });
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signIn(DEMO_USERS.admin);
  emma = await t.signIn(DEMO_USERS.sharer);
  acme = await t.companyId("acme");
  const make = factories(t.database.db);
  for (const name of Object.keys(people) as (keyof typeof people)[])
    people[name] = (
      await make.user(acme, {
        firstName: name === "cal" ? "=HYPERLINK(1)" : name,
        lastName: "Ranked",
        isActive: name !== "dot",
      })
    ).id;
  await earn(people.amy, 10, "2001-03-05T12:00:00Z");
  await earn(people.amy, 5, "2001-03-31T23:59:59Z");
  await earn(people.amy, 100, "2001-04-01T00:00:00Z");
  await earn(people.ben, 15, "2001-03-10T08:00:00Z");
  await earn(people.cal, 7, "2001-03-01T00:00:00Z");
  await earn(people.cal, 90, "2001-02-28T23:59:59Z");
  await earn(people.dot, 50, "2001-03-15T00:00:00Z");
  teamId = (await make.team(acme, { name: "Ranked team", memberIds: [people.amy, people.cal] })).id;
  groupId = (await make.group(acme, { name: "Ranked group", memberIds: [people.ben] })).id;
});
afterAll(() => t.close());

const march = "dateFrom=2001-03-01&dateTo=2001-03-31";
const lines = (body: { leaderboardList: { firstName: string; point: number; rank: number }[] }) =>
  body.leaderboardList.map((u) => [u.firstName, u.point, u.rank]);

describe("GET /api/leaderboard3/{filterId}: the ranking", () => {
  it("sums the ledger within a custom range (both days included); equal points share a rank; inactive users are left out", async () => {
    const response = await emma.get(`/api/leaderboard3/Custom?${march}&limit=100`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      filter: "Custom",
      dateFrom: "2001-03-01",
      dateTo: "2001-03-31",
      total: 3,
      me: null,
    });
    expect(lines(body)).toEqual([
      ["amy", 15, 1],
      ["ben", 15, 1],
      ["=HYPERLINK(1)", 7, 3],
    ]);
  });

  it("pages by position and narrows to a group or a team", async () => {
    expect(lines((await emma.get(`/api/leaderboard3/Custom?${march}&limit=1&offset=1`)).json())).toEqual([
      ["ben", 15, 1],
    ]);
    expect(lines((await emma.get(`/api/leaderboard3/Custom?${march}&groupId=${groupId}`)).json())).toEqual([
      ["ben", 15, 1],
    ]);
    expect(lines((await emma.get(`/api/leaderboard3/Custom?${march}&teamId=${teamId}`)).json())).toEqual([
      ["amy", 15, 1],
      ["=HYPERLINK(1)", 7, 2],
    ]);
  });

  it("ranks this month's points from the ledger and gives the caller's own line", async () => {
    const emmaId = await t.userId(DEMO_USERS.sharer);
    await creditPoints(
      { db: t.database.db },
      { companyId: acme, userId: emmaId, stars: 1_000_000, reason: "test", postId: null },
    );
    for (const period of ["ThisWeek", "ThisMonth", "AllTime"]) {
      const body = (await emma.get(`/api/leaderboard3/${period}`)).json();
      expect(body.filter).toBe(period);
      expect(body.me).toMatchObject({ _id: emmaId, rank: 1 });
      expect(body.leaderboardList[0]._id).toBe(emmaId);
      expect(body.leaderboardList.length).toBeLessThanOrEqual(10);
    }
  });

  it("refuses a custom range without both days in order (400), an unknown leaderboard, team or group (404)", async () => {
    expect((await emma.get("/api/leaderboard3/Custom?dateFrom=2001-03-01")).statusCode).toBe(400);
    expect(
      (await emma.get("/api/leaderboard3/Custom?dateFrom=2001-03-02&dateTo=2001-03-01")).statusCode,
    ).toBe(400);
    expect((await emma.get("/api/leaderboard3/Yesterday")).statusCode).toBe(400);
    expect((await emma.get(`/api/leaderboard3/${newObjectId()}`)).statusCode).toBe(404);
    expect((await emma.get(`/api/leaderboard3/AllTime?teamId=${newObjectId()}`)).statusCode).toBe(404);
    expect((await emma.get(`/api/leaderboard3/AllTime?groupId=${newObjectId()}`)).statusCode).toBe(404);
  });
});

describe("leaderboards set up by admins", () => {
  it("creates leaderboards with a range and teams, ranks by them, orders, edits and deletes them", async () => {
    const created = await ada.post("/api/leaderboard3", {
      name: "March team",
      filter: "Custom",
      dateFrom: "2001-03-01",
      dateTo: "2001-03-31",
      filteredTeamList: [{ _id: teamId }],
    });
    expect(created.statusCode).toBe(200);
    const marchId = created.json()._id;
    const monthly = (
      await ada.post("/api/leaderboard3", { name: "Monthly", filter: "ThisMonth", filteredTeamList: [] })
    ).json()._id;

    const ranking = (await emma.get(`/api/leaderboard3/${marchId}`)).json();
    expect(lines(ranking)).toEqual([
      ["amy", 15, 1],
      ["=HYPERLINK(1)", 7, 2],
    ]);
    // A team outside the leaderboard's teams is not one of its rankings.
    const otherTeam = (await factories(t.database.db).team(acme, { memberIds: [people.ben] })).id;
    expect((await emma.get(`/api/leaderboard3/${marchId}?teamId=${otherTeam}`)).statusCode).toBe(404);

    let settings = (await emma.get("/api/leaderboard3")).json();
    expect(settings.orderedLeaderboardIdList.slice(-2)).toEqual([marchId, monthly]);
    expect(settings.orderedLeaderboardList.find((f: { _id: string }) => f._id === marchId)).toEqual({
      _id: marchId,
      name: "March team",
      filter: "Custom",
      dateFrom: "2001-03-01",
      dateTo: "2001-03-31",
      filteredTeamList: [{ _id: teamId, name: "Ranked team" }],
    });

    const reordered = [...settings.orderedLeaderboardIdList].reverse();
    settings = (await ada.put("/api/leaderboard3", { orderedLeaderboardIdList: reordered })).json();
    expect(settings.orderedLeaderboardIdList).toEqual(reordered);
    expect(settings.orderedLeaderboardList.map((f: { _id: string }) => f._id)).toEqual(reordered);

    const edited = await ada.put(`/api/leaderboard3/${marchId}`, {
      name: "Whole March",
      filteredTeamList: [],
    });
    expect(edited.json()).toMatchObject({ name: "Whole March", filter: "Custom", filteredTeamList: [] });
    expect((await emma.get(`/api/leaderboard3/${marchId}`)).json().total).toBe(3);

    expect((await ada.delete(`/api/leaderboard3/${marchId}`)).json()).toEqual({ _id: marchId });
    expect((await ada.get("/api/leaderboard3")).json().orderedLeaderboardIdList).not.toContain(marchId);
    expect((await ada.delete(`/api/leaderboard3/${marchId}`)).statusCode).toBe(404);
    await ada.delete(`/api/leaderboard3/${monthly}`);
  });

  it.each([
    ["a custom range without days", { name: "x", filter: "Custom", filteredTeamList: [] }],
    [
      "a custom range ending first",
      { name: "x", filter: "Custom", dateFrom: "2001-03-02", dateTo: "2001-03-01", filteredTeamList: [] },
    ],
    ["an unknown team", { name: "x", filter: "AllTime", filteredTeamList: [{ _id: newObjectId() }] }],
    ["a blank name", { name: " ", filter: "AllTime", filteredTeamList: [] }],
    ["an unknown range", { name: "x", filter: "Yesterday", filteredTeamList: [] }],
  ])("refuses %s (400)", async (_name, body) => {
    expect((await ada.post("/api/leaderboard3", body)).statusCode).toBe(400);
  });

  it("refuses an order naming an unknown or repeated leaderboard (400)", async () => {
    expect(
      (await ada.put("/api/leaderboard3", { orderedLeaderboardIdList: [newObjectId()] })).statusCode,
    ).toBe(400);
    const id = (
      await ada.post("/api/leaderboard3", { name: "Twice", filter: "AllTime", filteredTeamList: [] })
    ).json()._id;
    expect((await ada.put("/api/leaderboard3", { orderedLeaderboardIdList: [id, id] })).statusCode).toBe(400);
    await ada.delete(`/api/leaderboard3/${id}`);
  });

  it("turned off, the ranking is refused to sharers (403) and still shown to admins", async () => {
    expect(
      (await ada.put("/api/leaderboard3", { leaderboardEnabled: false })).json().leaderboardEnabled,
    ).toBe(false);
    expect((await emma.get("/api/leaderboard3")).json().leaderboardEnabled).toBe(false);
    expect((await emma.get("/api/leaderboard3/AllTime")).statusCode).toBe(403);
    expect((await ada.get("/api/leaderboard3/AllTime")).statusCode).toBe(200);
    await ada.put("/api/leaderboard3", { leaderboardEnabled: true });
    expect((await emma.get("/api/leaderboard3/AllTime")).statusCode).toBe(200);
  });
});

describe("GET /api/leaderboard3/export/csv", () => {
  it("exports the range's ranking with formula-looking names neutralised", async () => {
    const response = await ada.get(`/api/leaderboard3/export/csv?${march}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    const rows = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows[0]).toBe("Rank,First name,Last name,Email,Points");
    expect(rows.slice(1).map((r) => r.replace(/,[^,]*@[^,]*,/, ",<email>,"))).toEqual([
      "1,amy,Ranked,<email>,15",
      "1,ben,Ranked,<email>,15",
      "3,'=HYPERLINK(1),Ranked,<email>,7",
    ]);
    expect((await ada.get(`/api/leaderboard3/export/csv?${march}&groupId=${groupId}`)).body).toContain("ben");
    expect((await ada.get(`/api/leaderboard3/export/csv?${march}&groupId=${groupId}`)).body).not.toContain(
      "amy",
    );
    expect((await ada.get("/api/leaderboard3/export/csv?dateFrom=2001-03-01")).statusCode).toBe(400);
    expect((await emma.get(`/api/leaderboard3/export/csv?${march}`)).statusCode).toBe(403);
  });
});
