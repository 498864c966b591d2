import type { Role } from "@chorus/shared/access/roles";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appUser, groupAdmin, pointLedger } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { OUTSIDE_OWN_GROUP } from "./people.scope.ts";
import { acmeGroupsAndTeams, signedAs } from "./people.test-helpers.ts";
import {
  EMAIL_TAKEN,
  LAST_ADMIN,
  OWN_ROLE,
  ROLE_NOT_GRANTABLE,
  ROLE_OUT_OF_REACH,
  TEAMS_OF_OTHER_GROUP,
} from "./user-admin.service.ts";

let t: TestApp;
const clients = new Map<string, TestClient>();
let acme: Awaited<ReturnType<typeof acmeGroupsAndTeams>>;
const ids = new Map<string, string>();
const ROLE_USERS = {
  ada: "admin",
  pablo: "partner",
  sam: "smarper",
  gustav: "group_admin",
  chloe: "channel_manager",
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, role] of Object.entries(ROLE_USERS))
    clients.set(key, await t.signIn(DEMO_USERS[role as keyof typeof DEMO_USERS]));
  acme = await acmeGroupsAndTeams(t);
  const people = await t.database.db.select().from(appUser).where(eq(appUser.companyId, acme.companyId));
  for (const p of people) if (p.email) ids.set(p.email.split("@")[0]!, p.id);
});
afterAll(() => t.close());

const as = (key: string) => clients.get(key)!;
const id = (key: string) => {
  const found = ids.get(key);
  if (!found) throw new Error(`no demo user ${key}`);
  return found;
};
type Listed = { _id: string; firstName: string; role: Role; groupId: string | null; Star: number };
const listed = (body: { userList: Listed[] }) => body.userList;

describe("GET /api/user and /api/user/count", () => {
  it("lists active users by name in the administrator's shape, and counts them", async () => {
    const response = await as("ada").get("/api/user?pageSize=100");
    expect(response.statusCode).toBe(200);
    const users = listed(response.json());
    const names = users.map((u) => u.firstName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const count = await as("ada").get("/api/user/count");
    expect(count.json()).toEqual({ count: users.length });
    const [emma] = await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.id, id("emma")));
    expect(users.find((u) => u._id === id("emma"))).toEqual({
      _id: id("emma"),
      firstName: "Emma",
      lastName: "Lindqvist",
      email: "emma@acme.example",
      phoneNumber: emma!.phoneNumber,
      role: "sharer",
      groupId: acme.headquarters,
      groupName: "Headquarters",
      teamList: expect.any(Array),
      language: emma!.language,
      Star: emma!.star,
      Coin: emma!.coin,
      isActive: true,
      isFresh: emma!.isFresh,
      avatarUrl: signedAs(emma!.avatarUrl),
      createdAt: emma!.createdAt.toISOString(),
      lastActiveAt: emma!.lastActiveAt?.toISOString() ?? null,
    });
  });

  it.each([
    ["name", false],
    ["name", true],
    ["date", false],
    ["date", true],
    ["points", false],
    ["points", true],
  ])("pages by %s (reverse %s) with the keyset: every user once, in order", async (sortAttr, reverse) => {
    const whole = listed(
      (await as("ada").get(`/api/user?sortAttr=${sortAttr}&sortReverse=${reverse}&pageSize=100`)).json(),
    );
    const paged: Listed[] = [];
    let url = `/api/user?sortAttr=${sortAttr}&sortReverse=${reverse}&pageSize=4`;
    for (let i = 0; i < 20; i++) {
      const body = (await as("ada").get(url)).json();
      paged.push(...body.userList);
      if (!body.next) break;
      expect(body.userList).toHaveLength(4);
      url = `/api/user?sortAttr=${sortAttr}&sortReverse=${reverse}&pageSize=4&fromId=${body.next.fromId}&lastSortValue=${encodeURIComponent(body.next.lastSortValue)}`;
    }
    expect(paged.map((u) => u._id)).toEqual(whole.map((u) => u._id));
    if (sortAttr === "points") {
      const stars = whole.map((u) => u.Star);
      expect(stars).toEqual([...stars].sort((a, b) => (reverse ? b - a : a - b)));
    }
  });

  it.each([
    ["groupId", () => `groupId=${acme.fieldSales}`, (u: Listed) => u.groupId === acme.fieldSales],
    ["role", () => "role=admin", (u: Listed) => u.role === "admin"],
    [
      "userType=manager",
      () => "userType=manager",
      (u: Listed) => ["group_admin", "admin", "partner", "smarper"].includes(u.role),
    ],
    [
      "userType=employee",
      () => "userType=employee",
      (u: Listed) => ["sharer", "channel_analyst", "channel_manager"].includes(u.role),
    ],
  ])("filters by %s: exactly the matching users", async (_label, query, matches) => {
    const all = listed((await as("ada").get("/api/user?pageSize=100")).json());
    const filtered = listed((await as("ada").get(`/api/user?pageSize=100&${query()}`)).json());
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.map((u) => u._id)).toEqual(all.filter(matches).map((u) => u._id));
    expect((await as("ada").get(`/api/user/count?${query()}`)).json().count).toBe(filtered.length);
  });

  it("filters by search, team, status and last activity", async () => {
    const names = async (query: string) =>
      listed((await as("ada").get(`/api/user?pageSize=100&${query}`)).json()).map((u) => u.firstName);
    expect(await names("searchTerm=lindq")).toEqual(["Emma"]);
    expect(await names("searchTerm=EMMA%40acme")).toEqual(["Emma"]);
    const nordicsMembers = await names(`team=${acme.teamId("Nordics")}`);
    expect(nordicsMembers.length).toBeGreaterThan(0);
    expect(await names("status=inactive")).toEqual([]);
    const long = new Date(Date.now() - 40 * 86_400_000);
    await t.database.db
      .update(appUser)
      .set({ lastActiveAt: long })
      .where(eq(appUser.id, id("emma")));
    expect(await names("lastActiveFilter=i30&searchTerm=emma")).toEqual([]);
    expect(await names("lastActiveFilter=inte30&searchTerm=emma")).toEqual(["Emma"]);
    expect(await names("lastActiveFilter=i60&searchTerm=emma")).toEqual(["Emma"]);
    expect((await as("ada").get("/api/user?lastActiveFilter=i5")).statusCode).toBe(400);
  });

  it("keeps a group admin to the own group, and a channel manager out", async () => {
    const mine = listed((await as("gustav").get("/api/user?pageSize=100")).json());
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((u) => u.groupId === acme.fieldSales)).toBe(true);
    const other = await as("gustav").get(`/api/user?groupId=${acme.headquarters}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(OUTSIDE_OWN_GROUP);
    expect((await as("gustav").get("/api/user/count")).json().count).toBe(mine.length);
    expect((await as("chloe").get("/api/user")).statusCode).toBe(403);
  });

  it("refuses a half cursor or one that does not fit the sort (400)", async () => {
    expect((await as("ada").get(`/api/user?fromId=${id("emma")}`)).statusCode).toBe(400);
    expect(
      (await as("ada").get(`/api/user?sortAttr=points&fromId=${id("emma")}&lastSortValue=many`)).statusCode,
    ).toBe(400);
  });
});

describe("GET and PUT /api/user/{UserId}", () => {
  it("reads a user in reach; a group admin reads only the own group's (403)", async () => {
    expect((await as("gustav").get(`/api/user/${id("lukas")}`)).json().firstName).toBe("Lukas");
    expect((await as("gustav").get(`/api/user/${id("emma")}`)).statusCode).toBe(403);
    expect((await as("ada").get(`/api/user/${id("emma")}`)).json().groupName).toBe("Headquarters");
  });

  it("edits names, contact and the teams of the user's group", async () => {
    const response = await as("gustav").put(`/api/user/${id("lukas")}`, {
      firstName: "Luke",
      phoneNumber: "+358401234567",
      teamIdList: [acme.teamId("Nordics"), acme.teamId("DACH & France")],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Luke",
      lastName: "Fischer",
      phoneNumber: "+358401234567",
    });
    expect(response.json().teamList.map((x: { name: string }) => x.name)).toEqual([
      "DACH & France",
      "Nordics",
    ]);
    const onlyOne = await as("gustav").put(`/api/user/${id("lukas")}`, {
      teamIdList: [acme.teamId("Nordics")],
    });
    expect(onlyOne.json().teamList.map((x: { name: string }) => x.name)).toEqual(["Nordics"]);
  });

  it.each([
    [
      "a team of another group",
      () => ({ teamIdList: [acme.teamId("People & Culture")] }),
      400,
      TEAMS_OF_OTHER_GROUP,
    ],
    ["a colleague's e-mail", () => ({ email: "SOFIA@acme.example" }), 400, EMAIL_TAKEN],
    ["an invalid e-mail", () => ({ email: "lukas" }), 400, undefined],
    ["a phone without plus", () => ({ phoneNumber: "358401234567" }), 400, undefined],
    ["an empty first name", () => ({ firstName: " " }), 400, undefined],
    ["nothing", () => ({}), 400, undefined],
  ])("refuses %s", async (_label, body, status, message) => {
    const response = await as("gustav").put(`/api/user/${id("lukas")}`, body());
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().message).toBe(message);
  });

  it("answers 400.24 for an e-mail in use, as registration does", async () => {
    const response = await as("ada").put(`/api/user/${id("emma")}`, { email: "jonas@acme.example" });
    expect(response.headers["x-smarp-error-code"]).toBe("400.24");
  });
});

describe("PUT /api/user/{UserId}/role (access §6: only the roles the caller may grant)", () => {
  const original = new Map<string, string>();
  beforeAll(async () => {
    for (const p of await t.database.db.select().from(appUser).where(eq(appUser.companyId, acme.companyId)))
      original.set(p.id, p.role);
  });
  afterEach(async () => {
    for (const [userId, role] of original)
      await t.database.db.update(appUser).set({ role }).where(eq(appUser.id, userId));
  });

  it.each<[string, string, Role, number, string | undefined]>([
    ["ada", "priya", "admin", 200, undefined],
    ["ada", "priya", "group_admin", 200, undefined],
    ["ada", "priya", "partner", 403, ROLE_NOT_GRANTABLE],
    ["ada", "priya", "channel_manager", 403, ROLE_NOT_GRANTABLE],
    ["ada", "pablo", "sharer", 403, ROLE_OUT_OF_REACH],
    ["ada", "sam", "admin", 403, ROLE_OUT_OF_REACH],
    ["ada", "ada", "sharer", 403, OWN_ROLE],
    ["pablo", "priya", "partner", 200, undefined],
    ["pablo", "priya", "smarper", 403, ROLE_NOT_GRANTABLE],
    ["sam", "priya", "smarper", 200, undefined],
    ["sam", "pablo", "admin", 200, undefined],
    ["gustav", "sofia", "group_admin", 200, undefined],
    ["gustav", "sofia", "admin", 403, ROLE_NOT_GRANTABLE],
    ["gustav", "emma", "sharer", 403, OUTSIDE_OWN_GROUP],
    ["chloe", "emma", "sharer", 403, undefined],
  ])("%s makes %s %s: %i", async (caller, target, role, status, message) => {
    const response = await as(caller).put(`/api/user/${id(target)}/role`, { role });
    expect(response.statusCode, response.body).toBe(status);
    if (message) expect(response.json().message).toBe(message);
    const [row] = await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.id, id(target)));
    expect(row!.role).toBe(status === 200 ? role : original.get(id(target)));
  });

  it("never leaves the company without an admin", async () => {
    const response = await as("pablo").put(`/api/user/${id("ada")}/role`, { role: "sharer" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(LAST_ADMIN);
  });

  it("gives a new group admin the own group, and takes it away again; open sessions follow at once", async () => {
    const sofia = await t.signIn("sofia@acme.example");
    expect((await sofia.get("/api/group")).statusCode).toBe(403);
    await as("gustav").put(`/api/user/${id("sofia")}/role`, { role: "group_admin" });
    const groups = await sofia.get("/api/group");
    expect(groups.statusCode).toBe(200);
    expect(groups.json().groupList.map((g: { _id: string }) => g._id)).toEqual([acme.fieldSales]);
    await as("ada").put(`/api/user/${id("sofia")}/role`, { role: "sharer" });
    expect((await sofia.get("/api/group")).statusCode).toBe(403);
    const adminships = await t.database.db
      .select()
      .from(groupAdmin)
      .where(eq(groupAdmin.userId, id("sofia")));
    expect(adminships).toEqual([]);
  });
});

describe("PUT /api/user/{UserId}/resetpoints", () => {
  it("sets Star and Coin to 0 through one ledger entry", async () => {
    await t.database.db
      .update(appUser)
      .set({ star: 40, coin: 10 })
      .where(eq(appUser.id, id("daniel")));
    const response = await as("gustav").put(`/api/user/${id("daniel")}/resetpoints`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: id("daniel"), Star: 0, Coin: 0 });
    const [row] = await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.id, id("daniel")));
    expect([row!.star, row!.coin]).toEqual([0, 0]);
    const entries = await t.database.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, id("daniel")), eq(pointLedger.reason, "points_reset")));
    expect(entries.map((e) => [e.points, e.coins])).toEqual([[-40, -10]]);
    await as("gustav").put(`/api/user/${id("daniel")}/resetpoints`);
    expect(
      await t.database.db
        .select()
        .from(pointLedger)
        .where(eq(pointLedger.userId, id("daniel"))),
    ).toHaveLength(1);
  });

  it("is refused outside reach (403)", async () => {
    expect((await as("gustav").put(`/api/user/${id("emma")}/resetpoints`)).statusCode).toBe(403);
    expect((await as("ada").put(`/api/user/${id("sam")}/resetpoints`)).statusCode).toBe(403);
  });
});
