import { newObjectId } from "@chorus/shared/ids/object-id";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, channel, channelSubscription } from "../../db/schema/index.ts";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_ADMIN,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import { channelFixtures, UNKNOWN_ID } from "./channel.test-helpers.ts";
import { applyDefaultChannels } from "./index.ts";

let t: TestApp;
let f: ReturnType<typeof channelFixtures>;
let emma: TestClient;
let gustav: TestClient;
let ada: TestClient;
let acmeId: string;
let ids: Record<"news" | "leadership" | "careers" | "events" | "fieldWins" | "engineering", string>;
let groups: Record<"headquarters" | "fieldSales", string>;

beforeAll(async () => {
  t = await createTestApp();
  f = channelFixtures(t);
  [emma, gustav, ada] = await Promise.all([
    t.signIn(DEMO_USERS.sharer),
    t.signIn(DEMO_USERS.group_admin),
    t.signIn(DEMO_USERS.admin),
  ]);
  acmeId = await t.companyId("acme");
  ids = {
    news: await f.channelId("Company News"),
    leadership: await f.channelId("Leadership"),
    careers: await f.channelId("Careers"),
    events: await f.channelId("Events"),
    fieldWins: await f.channelId("Field Sales Wins"),
    engineering: await f.channelId("Engineering Blog"),
  };
  groups = { headquarters: await f.groupId("Headquarters"), fieldSales: await f.groupId("Field Sales") };
});
afterAll(() => t.close());

describe("PUT /api/company/:companyId/channel/default", () => {
  const url = (companyId: string) => `/api/company/${companyId}/channel/default`;

  it("walks 401 → 400 → 403 → 404 → 200", async () => {
    expect((await t.client().put(url(acmeId), { channelIdList: [] })).statusCode).toBe(401);
    expect((await ada.put(url(acmeId), { channelIdList: ["x"] })).statusCode).toBe(400);
    expect((await gustav.put(url(acmeId), { channelIdList: [ids.careers] })).statusCode).toBe(403);
    const globexId = await t.companyId("globex");
    expect((await ada.put(url(globexId), { channelIdList: [] })).statusCode).toBe(404);
    const response = await ada.put(url(acmeId), { channelIdList: [ids.careers, ids.events, ids.careers] });
    expect(response.statusCode).toBe(200);
    expect(response.json().channelIdList).toEqual([ids.careers, ids.events].sort());
    const list: { _id: string; isCompanyDefault: boolean }[] = (await emma.get("/api/channel")).json();
    const defaults = list.filter((c) => c.isCompanyDefault).map((c) => c._id);
    expect(defaults.sort()).toEqual([ids.careers, ids.events].sort());
  });

  it.each([
    ["an unknown channel", () => UNKNOWN_ID, /unknown channel/],
    ["a private channel", () => ids.leadership, /private/],
    ["a group's channel", () => ids.fieldWins, /another group/],
  ])("400 for %s", async (_name, channelId, message) => {
    const response = await ada.put(url(acmeId), { channelIdList: [channelId()] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it("a Globex admin cannot change Acme's defaults", async () => {
    const gina = await t.signIn(GLOBEX_ADMIN);
    expect((await gina.put(url(acmeId), { channelIdList: [] })).statusCode).toBe(404);
    const [careers] = await t.database.db.select().from(channel).where(eq(channel.id, ids.careers));
    expect(careers?.isCompanyDefault).toBe(true);
  });
});

describe("GET /api/company/:companyId/channel (the settings' channel list)", () => {
  const names = (response: { json: () => { channelList: { name: string }[] } }) =>
    response.json().channelList.map((c) => c.name);

  it("lists the company's channels; group admins without the private ones; another company is 404", async () => {
    expect((await t.client().get(`/api/company/${acmeId}/channel`)).statusCode).toBe(401);
    expect((await emma.get(`/api/company/${acmeId}/channel`)).statusCode).toBe(403);
    const all = await ada.get(`/api/company/${acmeId}/channel`);
    expect(all.statusCode).toBe(200);
    expect(names(all)).toContain("Leadership");
    const privateOnes = all.json().channelList.filter((c: { isPrivate: boolean }) => c.isPrivate);
    expect(privateOnes.length).toBeGreaterThan(0);
    const forGroupAdmin = names(await gustav.get(`/api/company/${acmeId}/channel`));
    expect(forGroupAdmin).toEqual(
      names(all).filter((n: string) => !privateOnes.some((p: { name: string }) => p.name === n)),
    );
    expect((await ada.get(`/api/company/${await t.companyId("globex")}/channel`)).statusCode).toBe(404);
  });

  it("a smarper of Acme reads and sets Globex's channels and defaults, not Acme's", async () => {
    const sam = await t.signIn(DEMO_USERS.smarper);
    const globexId = await t.companyId("globex");
    const globexChannels = (await t.signIn(GLOBEX_ADMIN)).get("/api/channel");
    const expected = ((await globexChannels).json() as { name: string }[]).map((c) => c.name).sort();
    const listed = await sam.get(`/api/company/${globexId}/channel`);
    expect(listed.statusCode).toBe(200);
    expect([...names(listed)].sort()).toEqual(expected);
    expect(names(listed)).not.toContain("Leadership");
    const research = await f.channelId("Research", "globex");
    const acmeBefore = (await ada.get(`/api/company/${acmeId}/channel`)).json();
    const globexDefaults = listed
      .json()
      .channelList.filter((c: { isCompanyDefault: boolean }) => c.isCompanyDefault)
      .map((c: { _id: string }) => c._id);
    const saved = await sam.put(`/api/company/${globexId}/channel/default`, { channelIdList: [research] });
    expect(saved.statusCode).toBe(200);
    const after = (await sam.get(`/api/company/${globexId}/channel`)).json().channelList;
    expect(
      after
        .filter((c: { isCompanyDefault: boolean }) => c.isCompanyDefault)
        .map((c: { _id: string }) => c._id),
    ).toEqual([research]);
    expect((await ada.get(`/api/company/${acmeId}/channel`)).json()).toEqual(acmeBefore);
    // Globex's defaults as they were, for the tests after this one.
    await sam.put(`/api/company/${globexId}/channel/default`, { channelIdList: globexDefaults });
  });
});

describe("GET and PUT /api/group/:groupId/channel/default", () => {
  const url = (groupId: string) => `/api/group/${groupId}/channel/default`;

  it("walks 401 → 400 → 403 → 404 → 200", async () => {
    expect((await t.client().get(url(groups.fieldSales))).statusCode).toBe(401);
    expect((await gustav.get(url("x"))).statusCode).toBe(400);
    expect((await emma.get(url(groups.fieldSales))).statusCode).toBe(403);
    expect((await gustav.get(url(groups.headquarters))).statusCode).toBe(403);
    expect((await gustav.get(url(UNKNOWN_ID))).statusCode).toBe(404);
    expect((await gustav.get(url(groups.fieldSales))).json()).toEqual({ channelIdList: [] });

    expect((await gustav.put(url(groups.fieldSales), { channelIdList: [ids.leadership] })).statusCode).toBe(
      400,
    );
    expect((await gustav.put(url(groups.headquarters), { channelIdList: [ids.careers] })).statusCode).toBe(
      403,
    );
    expect((await ada.put(url(UNKNOWN_ID), { channelIdList: [] })).statusCode).toBe(404);
    const response = await gustav.put(url(groups.fieldSales), {
      channelIdList: [ids.fieldWins, ids.engineering],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().channelIdList).toEqual([ids.fieldWins, ids.engineering].sort());
    expect((await ada.get(url(groups.fieldSales))).json()).toEqual(response.json());
    // Headquarters cannot take Field Sales' channel as a default.
    expect((await ada.put(url(groups.headquarters), { channelIdList: [ids.fieldWins] })).statusCode).toBe(
      400,
    );
  });
});

describe("applyDefaultChannels", () => {
  it("subscribes a newcomer to company defaults, mandatory channels and their group's defaults, once", async () => {
    const db = t.database.db;
    await ada.put(`/api/company/${acmeId}/channel/default`, { channelIdList: [ids.careers] });
    await ada.put(`/api/group/${groups.fieldSales}/channel/default`, { channelIdList: [ids.fieldWins] });
    const newcomer = newObjectId();
    await db.insert(appUser).values({
      id: newcomer,
      companyId: acmeId,
      email: "newcomer@acme.example",
      groupId: groups.fieldSales,
    });

    const subscribed = await db.transaction((tx) =>
      applyDefaultChannels(tx, acmeId, newcomer, groups.fieldSales),
    );
    expect(subscribed).toEqual([ids.news, ids.careers, ids.fieldWins].sort());
    const again = await db.transaction((tx) => applyDefaultChannels(tx, acmeId, newcomer, groups.fieldSales));
    expect(again).toEqual([]);

    const headquartersNewcomer = newObjectId();
    await db
      .insert(appUser)
      .values({ id: headquartersNewcomer, companyId: acmeId, groupId: groups.headquarters });
    const hq = await db.transaction((tx) =>
      applyDefaultChannels(tx, acmeId, headquartersNewcomer, groups.headquarters),
    );
    expect(hq).toEqual([ids.news, ids.careers].sort());

    const rows = await db
      .select()
      .from(channelSubscription)
      .where(and(eq(channelSubscription.companyId, acmeId), eq(channelSubscription.userId, newcomer)));
    expect(rows.map((row) => row.channelId).sort()).toEqual(subscribed);
  });

  it("does nothing in another company's name", async () => {
    const globexId = await t.companyId("globex");
    const newcomer = newObjectId();
    const subscribed = await t.database.db.transaction((tx) =>
      applyDefaultChannels(tx, globexId, newcomer, groups.fieldSales),
    );
    // Globex's mandatory channel only; never Acme's defaults.
    expect(subscribed).toHaveLength(1);
    expect(subscribed).not.toContain(ids.news);
  });
});
