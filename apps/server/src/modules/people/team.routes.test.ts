import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamMember, userGroup } from "../../db/schema/index.ts";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_ADMIN,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import { BAD_CURSOR } from "./keyset.repository.ts";
import { OUTSIDE_OWN_GROUP } from "./people.scope.ts";
import { acmeGroupsAndTeams, teamRow } from "./people.test-helpers.ts";
import {
  MEMBERS_OF_OTHER_GROUP,
  TEAM_GROUP_REQUIRED,
  TEAM_GROUPS_DISABLED,
  TEAM_NAME_TAKEN,
  TEAM_OTHER_GROUPS,
} from "./team.service.ts";

let t: TestApp;
let ada: TestClient; // admin
let gustav: TestClient; // group admin of Field Sales
let emma: TestClient; // sharer in Headquarters
let acme: Awaited<ReturnType<typeof acmeGroupsAndTeams>>;
const fieldSalesPeople = ["lukas", "sofia", "daniel", "aisha", "erik"];
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  [ada, gustav, emma] = await Promise.all([
    t.signIn(DEMO_USERS.admin),
    t.signIn(DEMO_USERS.group_admin),
    t.signIn(DEMO_USERS.sharer),
  ]);
  acme = await acmeGroupsAndTeams(t);
  for (const key of [...fieldSalesPeople, "emma"]) ids.set(key, await t.userId(`${key}@acme.example`));
});
afterAll(() => t.close());

const teamNames = (body: { teamList: { name: string }[] }) => body.teamList.map((x) => x.name);
const id = (key: string) => ids.get(key)!;

describe("GET /api/team", () => {
  it("lists every team to a manager, by group, level and name, in the spec's Team shape", async () => {
    const response = await ada.get("/api/team");
    expect(response.statusCode).toBe(200);
    expect(teamNames(response.json())).toEqual([
      "Nordics",
      "DACH & France",
      "Marketing & Communications",
      "Product & Engineering",
      "People & Culture",
    ]);
    const nordics = response.json().teamList[0];
    const row = await teamRow(t, acme.companyId, acme.teamId("Nordics"));
    expect(nordics).toEqual({
      _id: row!.id,
      name: "Nordics",
      groupId: acme.fieldSales,
      groupName: "Field Sales",
      level: 1,
      memberCount: row!.memberCount,
      mandatoryChannelList: row!.mandatoryChannelIdList,
      recommendedChannelList: row!.recommendedChannelIdList,
      isLabEnabled: false,
      createdAt: row!.createdAt.toISOString(),
    });
  });

  it.each([
    [`groupId=FS`, ["Nordics", "DACH & France"]],
    ["onlySuggestedForGroupOnStep=2", ["DACH & France", "People & Culture"]],
    ["groupId=HQ&onlySuggestedForGroupOnStep=1", ["Marketing & Communications", "Product & Engineering"]],
  ])("filters with %s", async (query, expected) => {
    const url = `/api/team?${query.replace("FS", acme.fieldSales).replace("HQ", acme.headquarters)}`;
    expect(teamNames((await ada.get(url)).json())).toEqual(expected);
  });

  it("shows others their own group's teams only, and refuses another group (403)", async () => {
    expect(teamNames((await emma.get("/api/team")).json())).toEqual([
      "Marketing & Communications",
      "Product & Engineering",
      "People & Culture",
    ]);
    expect(teamNames((await gustav.get("/api/team")).json())).toEqual(["Nordics", "DACH & France"]);
    const other = await emma.get(`/api/team?groupId=${acme.fieldSales}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(TEAM_OTHER_GROUPS);
    expect((await ada.get("/api/team?onlySuggestedForGroupOnStep=3")).statusCode).toBe(400);
  });
});

describe("POST /api/team", () => {
  it("creates an empty team in the group given; the same name is refused in that group only", async () => {
    const created = await ada.post("/api/team", { name: "Design", groupId: acme.headquarters, level: 2 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: "Design",
      groupId: acme.headquarters,
      groupName: "Headquarters",
      level: 2,
      memberCount: 0,
      mandatoryChannelList: [],
      recommendedChannelList: [],
    });
    const again = await ada.post("/api/team", { name: "Design", groupId: acme.headquarters });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TEAM_NAME_TAKEN);
    // Team names are case-sensitive (CSV import, access §5): another case is another team.
    expect((await ada.post("/api/team", { name: "design", groupId: acme.headquarters })).statusCode).toBe(
      200,
    );
    expect((await ada.post("/api/team", { name: "Design", groupId: acme.fieldSales })).statusCode).toBe(200);
  });

  it("puts a group admin's team in the own group and refuses another group (403)", async () => {
    const mine = await gustav.post("/api/team", { name: "Benelux" });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().groupId).toBe(acme.fieldSales);
    const other = await gustav.post("/api/team", { name: "Benelux", groupId: acme.headquarters });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(OUTSIDE_OWN_GROUP);
  });

  it("needs a group where groups are on, and none where they are off", async () => {
    const noGroup = await ada.post("/api/team", { name: "Floating" });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().message).toBe(TEAM_GROUP_REQUIRED);
    const gina = await t.signIn(GLOBEX_ADMIN);
    const globexTeam = await gina.post("/api/team", { name: "Globex team" });
    expect(globexTeam.statusCode).toBe(200);
    expect(globexTeam.json()).toMatchObject({ groupId: null, groupName: null });
    // A group row left from when Globex had groups on: naming it is refused while groups are off.
    const oldGroupId = "cccccccccccccccccccccc01";
    await t.database.db
      .insert(userGroup)
      .values({ id: oldGroupId, companyId: await t.companyId("globex"), name: "Old Globex group" });
    const withGroup = await gina.post("/api/team", { name: "Other", groupId: oldGroupId });
    expect(withGroup.statusCode).toBe(400);
    expect(withGroup.json().message).toBe(TEAM_GROUPS_DISABLED);
    expect((await gina.post("/api/team", { name: "Other", groupId: acme.headquarters })).statusCode).toBe(
      404,
    );
  });

  it("refuses channels that are not the company's (404) and a sharer (403)", async () => {
    const response = await ada.post("/api/team", {
      name: "Ghost channels",
      groupId: acme.headquarters,
      mandatoryChannelList: ["0123456789abcdef01234567"],
    });
    expect(response.statusCode).toBe(404);
    expect((await emma.post("/api/team", { name: "Mine", groupId: acme.headquarters })).statusCode).toBe(403);
  });
});

describe("GET, PUT, DELETE /api/team/{teamId} and POST /api/team_bulk", () => {
  it("lets a group admin read and change the own group's teams, not another group's (403)", async () => {
    const nordics = acme.teamId("Nordics");
    expect((await gustav.get(`/api/team/${nordics}`)).json().name).toBe("Nordics");
    const renamed = await gustav.put(`/api/team/${nordics}`, { name: "Nordics & Baltics", level: 2 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Nordics & Baltics", level: 2 });
    await gustav.put(`/api/team/${nordics}`, { name: "Nordics", level: 1 });
    const hq = acme.teamId("People & Culture");
    expect((await gustav.get(`/api/team/${hq}`)).statusCode).toBe(403);
    expect((await gustav.put(`/api/team/${hq}`, { name: "Mine" })).statusCode).toBe(403);
    expect((await gustav.delete(`/api/team/${hq}`)).statusCode).toBe(403);
  });

  it("changes several teams at once, or none when one is out of reach", async () => {
    const nordics = acme.teamId("Nordics");
    const dach = acme.teamId("DACH & France");
    const both = await ada.post("/api/team_bulk", {
      teamList: [
        { _id: nordics, name: "North" },
        { _id: dach, level: 1 },
      ],
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().teamList.map((x: { name: string; level: number }) => [x.name, x.level])).toEqual([
      ["North", 1],
      ["DACH & France", 1],
    ]);
    const mixed = await gustav.post("/api/team_bulk", {
      teamList: [
        { _id: nordics, name: "Nordics" },
        { _id: acme.teamId("People & Culture"), name: "Taken over" },
      ],
    });
    expect(mixed.statusCode).toBe(403);
    expect((await teamRow(t, acme.companyId, nordics))!.name).toBe("North");
    const twice = await ada.post("/api/team_bulk", {
      teamList: [
        { _id: nordics, name: "A" },
        { _id: nordics, name: "B" },
      ],
    });
    expect(twice.statusCode).toBe(400);
    await ada.post("/api/team_bulk", {
      teamList: [
        { _id: nordics, name: "Nordics" },
        { _id: dach, level: 2 },
      ],
    });
  });

  it("deletes a team with its memberships; the people keep their group", async () => {
    const created = (await gustav.post("/api/team", { name: "Temporary" })).json()._id as string;
    await gustav.post(`/api/team/${created}/member/add`, { userIdList: [id("lukas")] });
    const deleted = await gustav.delete(`/api/team/${created}`);
    expect(deleted.json()).toEqual({ _id: created, deleted: true });
    const left = await t.database.db.select().from(teamMember).where(eq(teamMember.teamId, created));
    expect(left).toEqual([]);
    expect((await gustav.get(`/api/team/${created}`)).statusCode).toBe(404);
  });
});

describe("team members", () => {
  let teamId: string;
  beforeAll(async () => {
    teamId = (await gustav.post("/api/team", { name: "Members test" })).json()._id;
  });

  it("adds members of the team's group and counts them; others are refused", async () => {
    const added = await gustav.post(`/api/team/${teamId}/member/add`, {
      userIdList: fieldSalesPeople.map(id),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ _id: teamId, memberCount: 5 });
    // Adding someone twice changes nothing.
    expect(
      (await gustav.post(`/api/team/${teamId}/member/add`, { userIdList: [id("lukas")] })).json(),
    ).toEqual({
      _id: teamId,
      memberCount: 5,
    });
    const outsider = await gustav.post(`/api/team/${teamId}/member/add`, { userIdList: [id("emma")] });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe(MEMBERS_OF_OTHER_GROUP);
    const unknown = await gustav.post(`/api/team/${teamId}/member/add`, {
      userIdList: ["0123456789abcdef01234567"],
    });
    expect(unknown.statusCode).toBe(404);
    expect((await gustav.post(`/api/team/${teamId}/member/add`, { userIdList: [] })).statusCode).toBe(400);
  });

  it("lists members by name with a keyset that continues where the page ended", async () => {
    const all = await gustav.get(`/api/team/${teamId}/member/list`);
    expect(all.statusCode).toBe(200);
    const firstNames = all.json().memberList.map((m: { firstName: string }) => m.firstName);
    expect(firstNames).toEqual(["Aisha", "Daniel", "Erik", "Lukas", "Sofia"]);
    expect(all.json().next).toBeNull();
    const reversed = await gustav.get(`/api/team/${teamId}/member/list?sortReverse=true`);
    expect(reversed.json().memberList.map((m: { firstName: string }) => m.firstName)).toEqual(
      [...firstNames].reverse(),
    );
    const daniel = all.json().memberList[1];
    const after = await gustav.get(
      `/api/team/${teamId}/member/list?fromId=${daniel._id}&lastSortValue=${encodeURIComponent("daniel kim")}`,
    );
    expect(after.json().memberList.map((m: { firstName: string }) => m.firstName)).toEqual([
      "Erik",
      "Lukas",
      "Sofia",
    ]);
    const searched = await gustav.get(`/api/team/${teamId}/member/list?searchTerm=sofia`);
    expect(searched.json().memberList.map((m: { firstName: string }) => m.firstName)).toEqual(["Sofia"]);
  });

  it.each([
    ["lastSortValue without fromId", "lastSortValue=x"],
    ["a date cursor that is no date", "sortAttr=addedAt&fromId=0123456789abcdef01234567&lastSortValue=soon"],
  ])("refuses %s (400)", async (_label, query) => {
    const response = await gustav.get(`/api/team/${teamId}/member/list?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BAD_CURSOR);
  });

  it("removes the listed members, then all with selectAll", async () => {
    const some = await gustav.delete(`/api/team/${teamId}/member/remove`, {
      userIdList: [id("lukas"), id("erik")],
    });
    expect(some.json()).toEqual({ _id: teamId, memberCount: 3 });
    const rest = await gustav.delete(`/api/team/${teamId}/member/remove`, { selectAll: true });
    expect(rest.json()).toEqual({ _id: teamId, memberCount: 0 });
    const rows = await t.database.db
      .select()
      .from(teamMember)
      .where(and(eq(teamMember.companyId, acme.companyId), eq(teamMember.teamId, teamId)));
    expect(rows).toEqual([]);
    expect((await gustav.delete(`/api/team/${teamId}/member/remove`, {})).statusCode).toBe(400);
  });
});
