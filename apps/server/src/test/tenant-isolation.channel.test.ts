import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channel, channelStaff, channelSubscription, groupDefaultChannel } from "../db/schema/index.ts";
import { channelFixtures } from "../modules/channel/channel.test-helpers.ts";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_ADMIN,
  GLOBEX_SHARER,
  type TestApp,
  type TestClient,
} from "./test-app.ts";

/** A Globex session never reads or changes an Acme channel: 404, and Acme's rows stay as they were. */
let t: TestApp;
let gina: TestClient;
let gary: TestClient;
let careers: string;
let events: string;
let fieldSales: string;
let acmeId: string;
let globexId: string;
let emmaId: string;
let garyId: string;

async function acmeChannelState() {
  const db = t.database.db;
  return {
    channels: await db.select().from(channel).where(eq(channel.companyId, acmeId)).orderBy(channel.id),
    staff: await db.select().from(channelStaff).where(eq(channelStaff.companyId, acmeId)),
    subscriptions: (
      await db.select().from(channelSubscription).where(eq(channelSubscription.companyId, acmeId))
    ).length,
    groupDefaults: await db
      .select()
      .from(groupDefaultChannel)
      .where(eq(groupDefaultChannel.companyId, acmeId)),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const f = channelFixtures(t);
  [gina, gary] = await Promise.all([t.signIn(GLOBEX_ADMIN), t.signIn(GLOBEX_SHARER)]);
  careers = await f.channelId("Careers");
  events = await f.channelId("Events");
  fieldSales = await f.groupId("Field Sales");
  acmeId = await t.companyId("acme");
  globexId = await t.companyId("globex");
  emmaId = await t.userId(DEMO_USERS.sharer);
  garyId = await t.userId(GLOBEX_SHARER);
});
afterAll(() => t.close());

describe("tenant isolation: channels", () => {
  it("Globex's channel list holds no Acme channel", async () => {
    const list: { _id: string; name: string }[] = (
      await gina.get("/api/channel?ignoreAccessibilityFilter=true")
    ).json();
    expect(list.map((c) => c._id)).not.toContain(careers);
    expect(list.map((c) => c.name).sort()).toEqual(["Community", "Globex Announcements", "Research"]);
  });

  it.each([
    ["read a channel", () => gina.get(`/api/channel/${careers}`)],
    ["count its subscribers", () => gina.get(`/api/channel/${events}/subscriber/count`)],
    ["list its subscribers", () => gina.get(`/api/channel/${events}/subscriber/list`)],
    ["rename it", () => gina.put(`/api/channel/${careers}`, { name: "Taken over" })],
    ["switch it off", () => gina.put(`/api/channel/${careers}/status`, { isActive: false })],
    [
      "subscribe Globex users to it",
      () => gina.post(`/api/channel/${careers}/subscriber/subscribe`, { userIdList: [garyId] }),
    ],
    [
      "unsubscribe from it",
      () => gina.post(`/api/channel/${events}/subscriber/unsubscribe`, { userIdList: [emmaId] }),
    ],
    ["subscribe oneself to it", () => gary.put("/api/user/channel/me/subscribe", { _id: careers })],
    ["unsubscribe oneself from it", () => gary.put("/api/user/channel/me/unsubscribe", { _id: events })],
    ["list Acme's channels for its settings", () => gina.get(`/api/company/${acmeId}/channel`)],
    [
      "set Acme's default channels",
      () => gina.put(`/api/company/${acmeId}/channel/default`, { channelIdList: [] }),
    ],
    ["manage Acme's channels from its settings", () => gina.get(`/api/company/${acmeId}/channel/managed`)],
    [
      "create a channel in Acme from its settings",
      () => gina.post(`/api/company/${acmeId}/channel`, { name: "Planted" }),
    ],
    [
      "rename an Acme channel from its settings",
      () => gina.put(`/api/company/${acmeId}/channel/${careers}`, { name: "Taken over" }),
    ],
    [
      "switch an Acme channel off from its settings",
      () => gina.put(`/api/company/${acmeId}/channel/${careers}/status`, { isActive: false }),
    ],
    [
      "reach an Acme channel through Globex's own settings path",
      () => gina.put(`/api/company/${globexId}/channel/${careers}/status`, { isActive: false }),
    ],
    ["read an Acme group's defaults", () => gina.get(`/api/group/${fieldSales}/channel/default`)],
    [
      "set an Acme group's defaults",
      () => gina.put(`/api/group/${fieldSales}/channel/default`, { channelIdList: [] }),
    ],
  ])("a Globex session cannot %s: 404 and nothing changes", async (_name, call) => {
    const before = await acmeChannelState();
    const response = await call();
    expect(response.statusCode).toBe(404);
    expect(await acmeChannelState()).toEqual(before);
  });

  it("a smarper manages another company's channels from its settings; a partner only its own company's", async () => {
    const sam = await t.signIn(DEMO_USERS.smarper);
    const listed = await sam.get(`/api/company/${globexId}/channel/managed`);
    expect(listed.statusCode).toBe(200);
    const globexChannels: { _id: string; name: string }[] = listed.json().channelList;
    expect(globexChannels.map((c) => c.name).sort()).toEqual([
      "Community",
      "Globex Announcements",
      "Research",
    ]);
    const research = globexChannels.find((c) => c.name === "Research")?._id ?? "";
    const off = await sam.put(`/api/company/${globexId}/channel/${research}/status`, { isActive: false });
    expect([off.statusCode, off.json().isActive]).toEqual([200, false]);
    expect(
      (await sam.put(`/api/company/${globexId}/channel/${research}/status`, { isActive: true })).statusCode,
    ).toBe(200);
    // An Acme channel is not Globex's, even for a smarper working in Globex.
    expect((await sam.put(`/api/company/${globexId}/channel/${careers}`, { name: "Moved" })).statusCode).toBe(
      404,
    );
    const pablo = await t.signIn(DEMO_USERS.partner);
    expect((await pablo.get(`/api/company/${globexId}/channel/managed`)).statusCode).toBe(404);
    expect((await pablo.get(`/api/company/${acmeId}/channel/managed`)).statusCode).toBe(200);
  });

  it("an Acme admin cannot make a Globex user a channel manager or pick a Globex channel as default", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    expect((await ada.post("/api/channel", { name: "Mixed", managerList: [garyId] })).statusCode).toBe(400);
    const f = channelFixtures(t);
    const research = await f.channelId("Research", "globex");
    expect(
      (await ada.put(`/api/company/${acmeId}/channel/default`, { channelIdList: [research] })).statusCode,
    ).toBe(400);
    expect((await ada.get(`/api/channel/${research}`)).statusCode).toBe(404);
  });
});
