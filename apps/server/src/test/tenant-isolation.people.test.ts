import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appUser,
  company,
  groupVisibility,
  mailOutbox,
  team,
  teamMember,
  userGroup,
} from "../db/schema/index.ts";
import { acmeGroupsAndTeams } from "../modules/people/people.test-helpers.ts";
import { createTestApp, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/**
 * A Globex admin can neither read nor change Acme's groups, teams or people: every call that names
 * an Acme id answers 404 (never 403), lists hold none of Acme's rows, and Acme's rows stay as they were.
 */
let t: TestApp;
let gina: TestClient;
let acme: Awaited<ReturnType<typeof acmeGroupsAndTeams>>;
let nordics: string;
let lukas: string;

async function snapshot() {
  const db = t.database.db;
  return {
    groups: await db.select().from(userGroup).where(eq(userGroup.companyId, acme.companyId)),
    teams: await db.select().from(team).where(eq(team.companyId, acme.companyId)),
    members: await db.select().from(teamMember).where(eq(teamMember.companyId, acme.companyId)),
    users: await db.select().from(appUser).where(eq(appUser.companyId, acme.companyId)),
    company: await db.select().from(company).where(eq(company.id, acme.companyId)),
    visibility: await db.select().from(groupVisibility).where(eq(groupVisibility.companyId, acme.companyId)),
    mail: await db.select().from(mailOutbox).where(eq(mailOutbox.companyId, acme.companyId)),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  gina = await t.signIn(GLOBEX_ADMIN);
  acme = await acmeGroupsAndTeams(t);
  nordics = acme.teamId("Nordics");
  lukas = await t.userId("lukas@acme.example");
});
afterAll(() => t.close());

describe("tenant isolation: another company's groups, teams and people", () => {
  const calls: [string, (c: TestClient) => Promise<{ statusCode: number }>][] = [
    ["rename its group", (c) => c.put(`/api/group/${acme.fieldSales}`, { name: "Globex now" })],
    ["delete its group", (c) => c.delete(`/api/group/${acme.fieldSales}`)],
    ["read its invitation template", (c) => c.get(`/api/group/${acme.fieldSales}/invitation/template`)],
    [
      "save its invitation template",
      (c) =>
        c.put(`/api/group/${acme.fieldSales}/invitation/template`, {
          invitationTemplate: "x",
          invitationSignature: "",
          smsInvitationTemplate: "",
        }),
    ],
    ["read its invitation permission", (c) => c.get(`/api/group/${acme.fieldSales}/invitation/permission`)],
    [
      "save its invitation permission",
      (c) =>
        c.put(`/api/group/${acme.fieldSales}/invitation/permission`, {
          sharerInviteEnabled: true,
          emailDomainList: ["globex.example"],
        }),
    ],
    [
      "set its e-mail managers",
      (c) => c.put(`/api/group/${acme.fieldSales}/emailManagers`, { userIdList: [] }),
    ],
    ["read its team", (c) => c.get(`/api/team/${nordics}`)],
    ["rename its team", (c) => c.put(`/api/team/${nordics}`, { name: "Globex now" })],
    ["bulk-rename its team", (c) => c.post("/api/team_bulk", { teamList: [{ _id: nordics, name: "G" }] })],
    ["delete its team", (c) => c.delete(`/api/team/${nordics}`)],
    ["list its team's members", (c) => c.get(`/api/team/${nordics}/member/list`)],
    ["add to its team", (c) => c.post(`/api/team/${nordics}/member/add`, { userIdList: [lukas] })],
    ["empty its team", (c) => c.delete(`/api/team/${nordics}/member/remove`, { selectAll: true })],
    ["create a team in its group", (c) => c.post("/api/team", { name: "Inside", groupId: acme.fieldSales })],
    ["read its user", (c) => c.get(`/api/user/${lukas}`)],
    ["edit its user", (c) => c.put(`/api/user/${lukas}`, { firstName: "Globex" })],
    ["change its user's role", (c) => c.put(`/api/user/${lukas}/role`, { role: "sharer" })],
    ["reset its user's points", (c) => c.put(`/api/user/${lukas}/resetpoints`)],
    ["move its user", (c) => c.put("/api/user/group", { groupId: acme.fieldSales, userIdList: [lukas] })],
    ["remove its user", (c) => c.delete("/api/user", { userIdList: [lukas] })],
    ["preview its user", (c) => c.get(`/api/user/preview/${lukas}`)],
    ["read its group's visibility", (c) => c.get(`/api/group/${acme.fieldSales}/visibility`)],
    [
      "save its group's visibility",
      (c) =>
        c.put(`/api/group/${acme.fieldSales}/visibility`, { isRestricted: true, visibleGroupIdList: [] }),
    ],
    [
      "mail its user",
      (c) => c.post("/api/user/sendemail", { subject: "s", message: "m", userIdList: [lukas] }),
    ],
    ["read its labs", (c) => c.get(`/api/company/${acme.companyId}/labs`)],
    [
      "switch its labs",
      (c) =>
        c.put(`/api/company/${acme.companyId}/labs`, {
          labList: [{ name: "feed_filter_lab", isEnabled: true }],
        }),
    ],
    ["read its user's labs", (c) => c.get(`/api/user/${lukas}/labs`)],
    [
      "set its user's labs",
      (c) => c.put(`/api/user/${lukas}/labs`, { featureMap: { feed_filter_lab: true } }),
    ],
    [
      "change its user's notifications",
      (c) => c.put(`/api/user/${lukas}/notification`, { shareStat: false }),
    ],
  ];

  it.each(calls)("a Globex admin cannot %s (404), and nothing changes", async (_name, call) => {
    const before = await snapshot();
    expect((await call(gina)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("ranks none of Acme's sharers among Globex's engagers", async () => {
    const from = new Date(Date.now() - 86_400_000 * 365).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const engagers = await gina.get(`/api/user/engager?from=${from}&to=${to}&limit=100`);
    expect(engagers.statusCode).toBe(200);
    const acmeIds = (await snapshot()).users.map((u) => u.id);
    for (const e of engagers.json().engagerList as { _id: string }[]) expect(acmeIds).not.toContain(e._id);
  });

  it("mails none of Acme's people through a Globex filter", async () => {
    const before = await snapshot();
    const sent = await gina.post("/api/user/sendemail", {
      subject: "s",
      message: "m",
      filter: { searchTerm: "lukas" },
    });
    expect(sent.json()).toEqual({ sentCount: 0, skippedCount: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it("lists none of Acme's groups or teams to Globex", async () => {
    const groups = await gina.get("/api/group");
    expect(groups.statusCode).toBe(200);
    expect(groups.json().groupList).toEqual([]);
    const teams = await gina.get("/api/team");
    expect(teams.json().teamList.map((x: { groupId: string | null }) => x.groupId)).not.toContain(
      acme.fieldSales,
    );
    expect(teams.json().teamList.map((x: { _id: string }) => x._id)).not.toContain(nordics);
    const filtered = await gina.get(`/api/team?groupId=${acme.fieldSales}`);
    expect(filtered.json().teamList).toEqual([]);
  });

  it("lists, counts and finds none of Acme's people to Globex", async () => {
    const users = await gina.get("/api/user?pageSize=100&status=all");
    expect(users.statusCode).toBe(200);
    const globexId = await t.companyId("globex");
    const globexUsers = await t.database.db.select().from(appUser).where(eq(appUser.companyId, globexId));
    expect(
      users
        .json()
        .userList.map((u: { _id: string }) => u._id)
        .sort(),
    ).toEqual(globexUsers.map((u) => u.id).sort());
    expect((await gina.get("/api/user/count?status=all")).json().count).toBe(globexUsers.length);
    expect((await gina.get("/api/user/profile?searchTerm=lukas")).json().profileList).toEqual([]);
    expect((await gina.get("/api/user/profile/count?searchTerm=acme.example")).json().count).toBe(0);
    expect((await gina.get(`/api/user?team=${nordics}`)).json().userList).toEqual([]);
  });

  it("does not let a Globex team take Acme's people", async () => {
    const globexTeam = (await gina.post("/api/team", { name: "Raiders" })).json()._id as string;
    const before = await snapshot();
    expect((await gina.post(`/api/team/${globexTeam}/member/add`, { userIdList: [lukas] })).statusCode).toBe(
      404,
    );
    expect(await snapshot()).toEqual(before);
  });
});
