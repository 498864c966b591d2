import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, comment, team, teamMember, userGroup, userQueue } from "../../db/schema/index.ts";
import { createTestApp, DEMO_PASSWORD, DEMO_USERS, GLOBEX_ADMIN, type TestApp } from "../../test/test-app.ts";
import { groupByName, makeNewcomer, setCompany, userRow } from "../onboarding/onboarding.test-helpers.ts";

let t: TestApp;
let acmeId: string;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await t.companyId("acme");
});
afterAll(() => t.close());

const realCount = async (groupId: string) =>
  (
    await t.database.db
      .select()
      .from(appUser)
      .where(and(eq(appUser.groupId, groupId), eq(appUser.isActive, true)))
  ).length;

describe("PUT /api/user/me/group", () => {
  it("joins a group with seats, counting members exactly", async () => {
    const hq = await groupByName(t, acmeId, "Headquarters");
    const me = await makeNewcomer(t, "acme");
    const response = await me.client.put("/api/user/me/group", { groupId: hq.id });
    expect(response.statusCode).toBe(200);
    const after = await groupByName(t, acmeId, "Headquarters");
    expect(response.json()).toEqual({
      groupId: hq.id,
      groupName: "Headquarters",
      memberCount: after.memberCount,
    });
    expect(after.memberCount).toBe(await realCount(hq.id));
    expect((await userRow(t, me.id)).groupId).toBe(hq.id);
  });

  it("a full group answers 400.74 and queues the user, who sees the unavailability step", async () => {
    const sales = await groupByName(t, acmeId, "Field Sales");
    await t.database.db
      .update(userGroup)
      .set({ seatLimit: sales.memberCount })
      .where(eq(userGroup.id, sales.id));
    const me = await makeNewcomer(t, "acme");
    const response = await me.client.put("/api/user/me/group", { groupId: sales.id });
    expect(response.statusCode).toBe(400);
    expect(response.headers["x-smarp-error-code"]).toBe("400.74");
    expect(response.json().message).toMatch(/full/);
    const [queued] = await t.database.db.select().from(userQueue).where(eq(userQueue.userId, me.id));
    expect(queued).toMatchObject({ groupId: sales.id, companyId: acmeId });
    expect((await userRow(t, me.id)).groupId).toBeNull();
    const state = (await me.client.get("/api/onboarding/state")).json();
    expect(state.currentStep).toBe("unavailability");
    expect(state.queuedGroup).toMatchObject({ _id: sales.id, name: "Field Sales" });
    await t.database.db.update(userGroup).set({ seatLimit: 150 }).where(eq(userGroup.id, sales.id));
  });

  it("refuses when groups are off, an unknown group, another company's group, a bad id", async () => {
    const me = await makeNewcomer(t, "globex");
    const hq = await groupByName(t, acmeId, "Headquarters");
    const off = await me.client.put("/api/user/me/group", { groupId: hq.id });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe("Groups are not enabled for your company.");
    await setCompany(t, "globex", { isGroupEnabled: true });
    expect((await me.client.put("/api/user/me/group", { groupId: hq.id })).statusCode).toBe(404);
    expect((await me.client.put("/api/user/me/group", { groupId: "nope" })).statusCode).toBe(400);
    await setCompany(t, "globex", { isGroupEnabled: false });
  });
});

describe("PUT /api/user/me/team", () => {
  it("replaces the teams of the same level and keeps counts exact", async () => {
    const hq = await groupByName(t, acmeId, "Headquarters");
    const me = await makeNewcomer(t, "acme", { groupId: hq.id });
    const teams = await t.database.db.select().from(team).where(eq(team.groupId, hq.id));
    const [a, b] = teams.filter((x) => x.level === 1);
    const two = teams.find((x) => x.level === 2);
    if (!a || !b || !two) throw new Error("seed teams");
    expect((await me.client.put("/api/user/me/team", { teamIdList: [a.id] })).json().teamIdList).toEqual([
      a.id,
    ]);
    await me.client.put("/api/user/me/team", { teamIdList: [two.id] });
    const swapped = await me.client.put("/api/user/me/team", { teamIdList: [b.id] });
    expect(new Set(swapped.json().teamIdList)).toEqual(new Set([b.id, two.id]));
    for (const x of [a, b, two]) {
      const [row] = await t.database.db.select().from(team).where(eq(team.id, x.id));
      const members = await t.database.db.select().from(teamMember).where(eq(teamMember.teamId, x.id));
      expect(row?.memberCount).toBe(members.length);
    }
    const sales = await t.database.db.select().from(team).where(eq(team.name, "Nordics"));
    const other = await me.client.put("/api/user/me/team", { teamIdList: [sales[0]?.id] });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe("Please choose teams of your own group.");
    expect((await me.client.put("/api/user/me/team", { teamIdList: [] })).statusCode).toBe(400);
    const gina = await t.signIn(GLOBEX_ADMIN);
    expect((await gina.put("/api/user/me/team", { teamIdList: [a.id] })).statusCode).toBe(404);
  });
});

describe("PUT /api/user/me", () => {
  it("anonymous mode only when the company has it", async () => {
    const me = await makeNewcomer(t, "acme", { firstName: "A", lastName: "B" });
    const refused = await me.client.put("/api/user/me", { anonymousEnabled: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Anonymous mode is not enabled for your company.");
    await setCompany(t, "acme", { anonymousEnabled: true });
    expect((await me.client.put("/api/user/me", { anonymousEnabled: true })).json()).toMatchObject({
      anonymousEnabled: true,
    });
    await setCompany(t, "acme", { anonymousEnabled: false });
    expect((await me.client.put("/api/user/me", { firstName: "x" })).statusCode).toBe(400);
  });
});

describe("DELETE /api/user/me", () => {
  it("needs the password, erases personal data, ends sessions and keeps comments", async () => {
    const hq = await groupByName(t, acmeId, "Headquarters");
    const me = await makeNewcomer(t, "acme", { firstName: "Del", lastName: "Etta", groupId: hq.id });
    const [someComment] = await t.database.db.select().from(comment).limit(1);
    if (!someComment) throw new Error("seed comments");
    await t.database.db.update(comment).set({ addedBy: me.id }).where(eq(comment.id, someComment.id));
    expect((await me.client.delete("/api/user/me")).json().message).toBe(
      "Please enter your password to delete your account.",
    );
    expect((await me.client.delete("/api/user/me", { password: "wrong-password" })).json().message).toBe(
      "The password is not correct.",
    );
    const deleted = await me.client.delete("/api/user/me", { password: DEMO_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    const row = await userRow(t, me.id);
    expect(row).toMatchObject({
      isActive: false,
      firstName: "Deleted",
      lastName: "user",
      passwordHash: null,
      groupId: null,
    });
    expect(row.email).toBe(`deleted-${me.id}@deleted.invalid`);
    expect((await me.client.get("/api/session2")).statusCode).toBe(401);
    expect((await groupByName(t, acmeId, "Headquarters")).memberCount).toBe(await realCount(hq.id));
    const [kept] = await t.database.db.select().from(comment).where(eq(comment.id, someComment.id));
    expect(kept?.addedBy).toBe(me.id);
    expect(
      (await t.client().post("/auth/password", { email: me.email, password: DEMO_PASSWORD })).statusCode,
    ).not.toBe(200);
  });

  it("the last admin cannot delete themselves", async () => {
    const gina = await t.signIn(GLOBEX_ADMIN);
    const response = await gina.delete("/api/user/me", { password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "You are the company's only admin. Make someone else an admin before deleting your account.",
    );
    expect((await gina.get("/api/session2")).statusCode).toBe(200);
  });
});

describe("mobile deep link", () => {
  it("GET /auth/mobile/redirect gives a one-time link the app exchanges for a session", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const response = await emma.get("/auth/mobile/redirect");
    expect(response.statusCode).toBe(200);
    const link: string = response.json().data.link;
    expect(link).toMatch(/^chorus:\/\/login\?token=[\w-]{40,}$/);
    const token = new URL(link).searchParams.get("token");
    const app = t.client();
    expect((await app.post("/auth/mobile/login", { token })).statusCode).toBe(200);
    expect((await app.get("/api/session2")).json().user.email).toBe(DEMO_USERS.sharer);
    const replay = await t.client().post("/auth/mobile/login", { token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe("This sign-in link has expired or was already used.");
    expect((await t.client().get("/auth/mobile/redirect")).statusCode).toBe(401);
  });
});
