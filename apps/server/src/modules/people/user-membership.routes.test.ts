import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, personalAccessToken, teamMember, userQueue } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { OUTSIDE_OWN_GROUP } from "./people.scope.ts";
import { acmeGroupsAndTeams, groupRow } from "./people.test-helpers.ts";
import { LAST_ADMIN, ROLE_OUT_OF_REACH } from "./user-admin.service.ts";
import { NOT_ENOUGH_SEATS, NOT_YOURSELF } from "./user-membership.service.ts";

let t: TestApp;
let ada: TestClient; // admin
let pablo: TestClient; // partner
let gustav: TestClient; // group admin of Field Sales
let acme: Awaited<ReturnType<typeof acmeGroupsAndTeams>>;
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  [ada, pablo, gustav] = await Promise.all([
    t.signIn(DEMO_USERS.admin),
    t.signIn(DEMO_USERS.partner),
    t.signIn(DEMO_USERS.group_admin),
  ]);
  acme = await acmeGroupsAndTeams(t);
  const people = await t.database.db.select().from(appUser).where(eq(appUser.companyId, acme.companyId));
  for (const p of people) if (p.email) ids.set(p.email.split("@")[0]!, p.id);
});
afterAll(() => t.close());

const id = (key: string) => ids.get(key)!;
const user = async (key: string) =>
  (
    await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.id, id(key)))
  )[0]!;
const teamsOf = async (key: string) =>
  (
    await t.database.db
      .select()
      .from(teamMember)
      .where(eq(teamMember.userId, id(key)))
  ).map((m) => m.teamId);

describe("PUT /api/user/group", () => {
  it("refuses when the group has fewer free seats than newcomers ('Not enough seats'), and changes nothing", async () => {
    const fieldSales = await groupRow(t, acme.fieldSales);
    await ada.put(`/api/group/${acme.fieldSales}`, { seatLimit: fieldSales!.memberCount + 1 });
    const response = await ada.put("/api/user/group", {
      groupId: acme.fieldSales,
      userIdList: [id("priya"), id("jonas")],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NOT_ENOUGH_SEATS);
    expect((await user("priya")).groupId).toBe(acme.headquarters);
    expect((await groupRow(t, acme.fieldSales))!.memberCount).toBe(fieldSales!.memberCount);
  });

  it("moves users when the seats suffice: old teams and queue places go, both groups are recounted", async () => {
    const before = { fs: (await groupRow(t, acme.fieldSales))!, hq: (await groupRow(t, acme.headquarters))! };
    await ada.put(`/api/user/${id("priya")}`, { teamIdList: [acme.teamId("People & Culture")] });
    await ada.put(`/api/group/${acme.headquarters}/emailManagers`, { userIdList: [id("priya")] });
    await t.database.db
      .insert(userQueue)
      .values({ companyId: acme.companyId, userId: id("jonas"), groupId: acme.headquarters, position: 1 });
    await ada.put(`/api/group/${acme.fieldSales}`, { seatLimit: before.fs.memberCount + 2 });
    const response = await ada.put("/api/user/group", {
      groupId: acme.fieldSales,
      // Someone already in the group takes no seat.
      userIdList: [id("priya"), id("jonas"), id("lukas")],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      groupId: acme.fieldSales,
      movedCount: 2,
      memberCount: before.fs.memberCount + 2,
    });
    expect((await user("priya")).groupId).toBe(acme.fieldSales);
    expect(await teamsOf("priya")).toEqual([]);
    const emailManagers = await ada.get(`/api/user?isEmailManager=true&groupId=${acme.fieldSales}`);
    expect(emailManagers.json().userList).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(userQueue)
        .where(eq(userQueue.userId, id("jonas"))),
    ).toEqual([]);
    expect((await groupRow(t, acme.headquarters))!.memberCount).toBe(before.hq.memberCount - 2);
  });

  it("is for managers (403 for a group admin), for users in reach, and for a known group (404)", async () => {
    expect(
      (await gustav.put("/api/user/group", { groupId: acme.fieldSales, userIdList: [id("emma")] }))
        .statusCode,
    ).toBe(403);
    const partnerMove = await ada.put("/api/user/group", {
      groupId: acme.fieldSales,
      userIdList: [id("pablo")],
    });
    expect(partnerMove.statusCode).toBe(403);
    expect(partnerMove.json().message).toBe(ROLE_OUT_OF_REACH);
    expect(
      (await ada.put("/api/user/group", { groupId: "0123456789abcdef01234567", userIdList: [id("emma")] }))
        .statusCode,
    ).toBe(404);
    expect((await ada.put("/api/user/group", { groupId: acme.fieldSales, userIdList: [] })).statusCode).toBe(
      400,
    );
  });
});

describe("DELETE /api/user", () => {
  it("deactivates and signs out everywhere at once, keeping the names unless erasure is asked", async () => {
    const hannah = await t.signIn("hannah@acme.example");
    const oliver = await t.signIn("oliver@acme.example");
    await t.database.db.insert(personalAccessToken).values({
      id: "dddddddddddddddddddddd01",
      companyId: acme.companyId,
      userId: id("hannah"),
      name: "script",
      tokenHash: "hash-of-hannahs-token",
    });
    const hq = (await groupRow(t, acme.headquarters))!.memberCount;
    const response = await ada.delete("/api/user", { userIdList: [id("hannah"), id("oliver")] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ removedCount: 2, erased: false, removedSessionCount: 2 });
    expect((await hannah.get("/api/user/profile")).statusCode).toBe(401);
    expect((await oliver.get("/api/user/profile")).statusCode).toBe(401);
    expect(await user("hannah")).toMatchObject({
      isActive: false,
      firstName: "Hannah",
      email: "hannah@acme.example",
    });
    expect(
      await t.database.db
        .select()
        .from(personalAccessToken)
        .where(eq(personalAccessToken.userId, id("hannah"))),
    ).toEqual([]);
    expect((await groupRow(t, acme.headquarters))!.memberCount).toBe(hq - 2);
    const inactive = await ada.get("/api/user?status=inactive");
    expect(
      inactive
        .json()
        .userList.map((u: { firstName: string }) => u.firstName)
        .sort(),
    ).toEqual(["Hannah", "Oliver"]);
  });

  it("erases the personal data when asked", async () => {
    const response = await ada.delete("/api/user", { userIdList: [id("mei")], eraseData: true });
    expect(response.json()).toMatchObject({ removedCount: 1, erased: true });
    expect(await user("mei")).toMatchObject({
      isActive: false,
      firstName: "Deleted",
      lastName: "user",
      email: `deleted-${id("mei")}@deleted.invalid`,
      phoneNumber: null,
      passwordHash: null,
      avatarUrl: null,
    });
  });

  it.each([
    ["yourself", () => ada, () => [id("ada")], 400, NOT_YOURSELF],
    ["the last admin", () => pablo, () => [id("ada")], 400, LAST_ADMIN],
    ["a higher role", () => ada, () => [id("pablo")], 403, ROLE_OUT_OF_REACH],
    ["another group's user, as a group admin", () => gustav, () => [id("emma")], 403, OUTSIDE_OWN_GROUP],
    ["an unknown user", () => ada, () => ["0123456789abcdef01234567"], 404, undefined],
  ])("refuses to remove %s, and removes nobody", async (_label, caller, userIdList, status, message) => {
    const list = userIdList();
    const response = await caller().delete("/api/user", { userIdList: [...list, id("tom")] });
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().message).toBe(message);
    expect((await user("tom")).isActive).toBe(true);
  });

  it("lets a group admin remove a user of the own group", async () => {
    const response = await gustav.delete("/api/user", { userIdList: [id("noah")] });
    expect(response.statusCode).toBe(200);
    expect((await user("noah")).isActive).toBe(false);
    expect(await teamsOf("noah")).toEqual([]);
  });
});
