import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, channel, team, userQueue } from "../../db/schema/index.ts";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_ADMIN,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import {
  EMAIL_MANAGERS_OF_GROUP,
  GROUP_HAS_CHANNELS,
  GROUP_HAS_MEMBERS,
  GROUP_HAS_QUEUE,
  GROUP_NAME_TAKEN,
  GROUPS_DISABLED,
  SEATS_BELOW_MEMBERS,
} from "./group.service.ts";
import { OUTSIDE_OWN_GROUP } from "./people.scope.ts";
import { acmeGroupsAndTeams, groupRow } from "./people.test-helpers.ts";

let t: TestApp;
let ada: TestClient; // admin
let gustav: TestClient; // group admin of Field Sales
let chloe: TestClient; // channel manager
let acme: Awaited<ReturnType<typeof acmeGroupsAndTeams>>;

beforeAll(async () => {
  t = await createTestApp();
  [ada, gustav, chloe] = await Promise.all([
    t.signIn(DEMO_USERS.admin),
    t.signIn(DEMO_USERS.group_admin),
    t.signIn(DEMO_USERS.channel_manager),
  ]);
  acme = await acmeGroupsAndTeams(t);
});
afterAll(() => t.close());

const names = (body: { groupList: { name: string }[] }) => body.groupList.map((g) => g.name);

describe("GET /api/group", () => {
  it("gives a manager every group with seats, members and admins, in the spec's Group shape", async () => {
    const response = await ada.get("/api/group");
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(["Field Sales", "Headquarters"]);
    const fieldSales = response.json().groupList[0];
    const row = await groupRow(t, acme.fieldSales);
    expect(fieldSales).toEqual({
      _id: acme.fieldSales,
      name: "Field Sales",
      seatLimit: row!.seatLimit,
      memberCount: row!.memberCount,
      createdAt: row!.createdAt.toISOString(),
      adminList: [{ _id: await t.userId(DEMO_USERS.group_admin), firstName: "Gustav", lastName: "Berglund" }],
      invitationTemplate: row!.invitationTemplate,
      invitationPermissions: row!.invitationPermissions,
    });
    expect(fieldSales.memberCount).toBeGreaterThan(0);
  });

  it("filters by a part of the name, whatever its case", async () => {
    expect(names((await ada.get("/api/group?filter=quart")).json())).toEqual(["Headquarters"]);
    expect(names((await ada.get("/api/group?filter=%25")).json())).toEqual([]);
  });

  it("shows a group admin only the own group, and nothing to a channel manager (403)", async () => {
    expect(names((await gustav.get("/api/group")).json())).toEqual(["Field Sales"]);
    expect((await chloe.get("/api/group")).statusCode).toBe(403);
  });
});

describe("POST /api/group", () => {
  it("creates a group with the seat limit given, unique by name whatever the case", async () => {
    const created = await ada.post("/api/group", { name: "  Research  ", seatLimit: 3 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: "Research", seatLimit: 3, memberCount: 0, adminList: [] });
    const again = await ada.post("/api/group", { name: "research" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GROUP_NAME_TAKEN);
  });

  it.each([
    ["no name", {}],
    ["an empty name", { name: "   " }],
    ["a negative seat limit", { name: "X", seatLimit: -1 }],
    ["a fractional seat limit", { name: "X", seatLimit: 1.5 }],
  ])("refuses %s (400)", async (_label, body) => {
    expect((await ada.post("/api/group", body)).statusCode).toBe(400);
  });

  it("is for managers only, and only where groups are enabled", async () => {
    expect((await gustav.post("/api/group", { name: "Mine" })).statusCode).toBe(403);
    const gina = await t.signIn(GLOBEX_ADMIN);
    const response = await gina.post("/api/group", { name: "Globex group" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(GROUPS_DISABLED);
  });
});

describe("PUT /api/group/{groupId}", () => {
  it("renames and changes the seat limit, never below the member count", async () => {
    const row = await groupRow(t, acme.fieldSales);
    const renamed = await ada.put(`/api/group/${acme.fieldSales}`, { name: "Field Sales EU" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe("Field Sales EU");
    const tooFew = await ada.put(`/api/group/${acme.fieldSales}`, { seatLimit: row!.memberCount - 1 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toBe(SEATS_BELOW_MEMBERS);
    const exact = await ada.put(`/api/group/${acme.fieldSales}`, { seatLimit: row!.memberCount });
    expect(exact.json().seatLimit).toBe(row!.memberCount);
    await ada.put(`/api/group/${acme.fieldSales}`, { name: "Field Sales", seatLimit: row!.seatLimit });
  });

  it("refuses another group's name (409), an empty body (400) and an unknown group (404)", async () => {
    expect((await ada.put(`/api/group/${acme.fieldSales}`, { name: "HEADQUARTERS" })).statusCode).toBe(409);
    expect((await ada.put(`/api/group/${acme.fieldSales}`, {})).statusCode).toBe(400);
    expect((await ada.put("/api/group/0123456789abcdef01234567", { name: "X" })).statusCode).toBe(404);
    expect((await gustav.put(`/api/group/${acme.fieldSales}`, { name: "Mine" })).statusCode).toBe(403);
  });
});

describe("DELETE /api/group/{groupId}", () => {
  const emptyGroup = async (name: string) => (await ada.post("/api/group", { name })).json()._id as string;

  it("refuses a group that still has members, a queue or channels (409), with the reason", async () => {
    const members = await ada.delete(`/api/group/${acme.headquarters}`);
    expect(members.statusCode).toBe(409);
    expect(members.json().message).toBe(GROUP_HAS_MEMBERS);

    const queued = await emptyGroup("Queued group");
    await t.database.db.insert(userQueue).values({
      companyId: acme.companyId,
      userId: await t.userId(DEMO_USERS.sharer),
      groupId: queued,
      position: 1,
    });
    const queue = await ada.delete(`/api/group/${queued}`);
    expect(queue.json().message).toBe(GROUP_HAS_QUEUE);
    await t.database.db.delete(userQueue).where(eq(userQueue.groupId, queued));

    const withChannel = await emptyGroup("Channel group");
    await t.database.db.insert(channel).values({
      id: "aaaaaaaaaaaaaaaaaaaaaaa1",
      companyId: acme.companyId,
      groupId: withChannel,
      name: "Group channel",
    });
    const channels = await ada.delete(`/api/group/${withChannel}`);
    expect(channels.statusCode).toBe(409);
    expect(channels.json().message).toBe(GROUP_HAS_CHANNELS);
  });

  it("deletes an empty group with its teams; a deactivated account no longer names it", async () => {
    const groupId = await emptyGroup("Short-lived");
    const created = await ada.post("/api/team", { name: "Short team", groupId });
    expect(created.statusCode).toBe(200);
    const formerId = "bbbbbbbbbbbbbbbbbbbbbbb1";
    await t.database.db.insert(appUser).values({
      id: formerId,
      companyId: acme.companyId,
      email: "former@acme.example",
      isActive: false,
      groupId,
    });
    const deleted = await ada.delete(`/api/group/${groupId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ _id: groupId, deleted: true });
    expect(await groupRow(t, groupId)).toBeUndefined();
    expect(await t.database.db.select().from(team).where(eq(team.groupId, groupId))).toEqual([]);
    const [former] = await t.database.db.select().from(appUser).where(eq(appUser.id, formerId));
    expect(former!.groupId).toBeNull();
    expect((await ada.delete(`/api/group/${groupId}`)).statusCode).toBe(404);
  });
});

describe("invitation template and permission", () => {
  it("lets the group's admin read and save them, and keeps other groups out (403)", async () => {
    const template = {
      invitationTemplate: "Join Field Sales on Chorus",
      invitationSignature: "Gustav",
      smsInvitationTemplate: "{inviterName} invites you",
    };
    const saved = await gustav.put(`/api/group/${acme.fieldSales}/invitation/template`, template);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(template);
    expect((await gustav.get(`/api/group/${acme.fieldSales}/invitation/template`)).json()).toEqual(template);
    const other = await gustav.get(`/api/group/${acme.headquarters}/invitation/template`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(OUTSIDE_OWN_GROUP);
    expect(
      (
        await gustav.put(`/api/group/${acme.headquarters}/invitation/permission`, {
          sharerInviteEnabled: true,
          emailDomainList: [],
        })
      ).statusCode,
    ).toBe(403);
  });

  it("stores the permission with each domain once, in lower case", async () => {
    const saved = await ada.put(`/api/group/${acme.headquarters}/invitation/permission`, {
      sharerInviteEnabled: true,
      emailDomainList: ["Acme.example", "acme.example", "partners.acme.example"],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      sharerInviteEnabled: true,
      emailDomainList: ["acme.example", "partners.acme.example"],
    });
    expect((await ada.get(`/api/group/${acme.headquarters}/invitation/permission`)).json()).toEqual(
      saved.json(),
    );
  });

  it.each([
    ["an address", "someone@acme.example"],
    ["a URL", "https://acme.example"],
    ["a bare word", "acme"],
  ])("refuses %s as a domain (400)", async (_label, domain) => {
    const response = await ada.put(`/api/group/${acme.headquarters}/invitation/permission`, {
      sharerInviteEnabled: true,
      emailDomainList: [domain],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("PUT /api/group/{groupId}/emailManagers", () => {
  it("replaces the group's e-mail managers with members of the group; the user list filters by them", async () => {
    const [lukas, sofia] = [await t.userId("lukas@acme.example"), await t.userId("sofia@acme.example")];
    const saved = await gustav.put(`/api/group/${acme.fieldSales}/emailManagers`, {
      userIdList: [sofia, lukas, lukas],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      _id: acme.fieldSales,
      emailManagerList: [
        { _id: lukas, firstName: "Lukas", lastName: "Fischer" },
        { _id: sofia, firstName: "Sofia", lastName: "Rossi" },
      ],
    });
    const managers = await ada.get("/api/user?isEmailManager=true");
    expect(managers.json().userList.map((u: { _id: string }) => u._id)).toEqual([lukas, sofia]);
    const others = await ada.get("/api/user?isEmailManager=false&pageSize=100");
    expect(others.json().userList.map((u: { _id: string }) => u._id)).not.toContain(lukas);
    const replaced = await gustav.put(`/api/group/${acme.fieldSales}/emailManagers`, { userIdList: [sofia] });
    expect(replaced.json().emailManagerList.map((m: { _id: string }) => m._id)).toEqual([sofia]);
  });

  it("refuses someone outside the group (400), an unknown user (404) and another group's admin (403)", async () => {
    const emma = await t.userId(DEMO_USERS.sharer);
    const outsider = await ada.put(`/api/group/${acme.fieldSales}/emailManagers`, { userIdList: [emma] });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe(EMAIL_MANAGERS_OF_GROUP);
    const unknown = await ada.put(`/api/group/${acme.fieldSales}/emailManagers`, {
      userIdList: ["0123456789abcdef01234567"],
    });
    expect(unknown.statusCode).toBe(404);
    const other = await gustav.put(`/api/group/${acme.headquarters}/emailManagers`, { userIdList: [emma] });
    expect(other.statusCode).toBe(403);
  });
});
