import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, channelSubscription } from "../../db/schema/index.ts";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_SHARER,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import { channelFixtures, UNKNOWN_ID } from "./channel.test-helpers.ts";

interface ChannelBody {
  _id: string;
  name: string;
  groupId: string | null;
  isManager: boolean;
  isEssential: boolean;
  subscriptionStatus: boolean;
  subscriberCount: number;
  status: string;
  managerList?: { _id: string; firstName: string }[];
  analystList?: { _id: string }[];
}
interface GroupEntry {
  groupId: string | null;
  groupName: string;
  channelList: ChannelBody[];
}

let t: TestApp;
let f: ReturnType<typeof channelFixtures>;
let emma: TestClient;
let chloe: TestClient;
let ada: TestClient;
let pablo: TestClient;
let gustav: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  f = channelFixtures(t);
  [emma, chloe, ada, pablo, gustav] = await Promise.all([
    t.signIn(DEMO_USERS.sharer),
    t.signIn(DEMO_USERS.channel_manager),
    t.signIn(DEMO_USERS.admin),
    t.signIn(DEMO_USERS.partner),
    t.signIn(DEMO_USERS.group_admin),
  ]);
});
afterAll(() => t.close());

const names = (list: ChannelBody[]) => list.map((c) => c.name);
const byName = (list: ChannelBody[], name: string) => {
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`${name} not in list`);
  return found;
};

describe("GET /api/channel", () => {
  it("401 without a session", async () => {
    expect((await t.client().get("/api/channel")).statusCode).toBe(401);
  });

  it.each([
    ["an unknown groupedBy", "groupedBy=team"],
    ["a malformed groupId", "groupId=42"],
    ["a non-boolean flag", "isSubscribed=maybe"],
  ])("400 for %s", async (_name, query) => {
    const response = await emma.get(`/api/channel?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/querystring/);
  });

  it("403 when a non-manager asks to ignore the accessibility filter", async () => {
    expect((await emma.get("/api/channel?ignoreAccessibilityFilter=true")).statusCode).toBe(403);
    expect((await ada.get("/api/channel?ignoreAccessibilityFilter=true")).statusCode).toBe(200);
  });

  it("a sharer sees company-wide channels and their private memberships, not other groups' or private ones", async () => {
    const list: ChannelBody[] = (await emma.get("/api/channel?list=true")).json();
    expect(names(list)).toContain("Company News");
    expect(names(list)).toContain("Careers");
    expect(names(list)).not.toContain("Leadership");
    expect(names(list)).not.toContain("Field Sales Wins");
    const news = byName(list, "Company News");
    expect(news).toMatchObject({
      isEssential: true,
      subscriptionStatus: true,
      isManager: false,
      status: "active",
    });
    expect(news.subscriberCount).toBe(await f.activeUserCount());
    const events = byName(list, "Events");
    expect(events.managerList?.map((m) => m.firstName)).toEqual(["Chloé"]);
    expect(events.subscriberCount).toBe(await f.subscriptionCount(events._id));
  });

  it("lists every channel's subscriber count as the channel's own count says it, an inactive subscriber left out", async () => {
    // The list counts every channel in one grouped pass, the count route one channel: they must agree.
    const agree = async () => {
      const list: ChannelBody[] = (await ada.get("/api/channel?ignoreAccessibilityFilter=true")).json();
      expect(list.length).toBeGreaterThan(3);
      for (const listed of list) {
        const own = (await ada.get(`/api/channel/${listed._id}/subscriber/count`)).json();
        expect({ name: listed.name, count: listed.subscriberCount }).toEqual({
          name: listed.name,
          count: own.count,
        });
      }
      return list;
    };
    const before = await agree();
    const db = t.database.db;
    const events = byName(before, "Events");
    const [subscriber] = await db
      .select({ userId: channelSubscription.userId })
      .from(channelSubscription)
      // Not the admin who reads the counts: an inactive user's session ends.
      .where(
        and(
          eq(channelSubscription.channelId, events._id),
          ne(channelSubscription.userId, await t.userId(DEMO_USERS.admin)),
        ),
      )
      .limit(1);
    if (!subscriber) throw new Error("Events has no subscriber");
    await db.update(appUser).set({ isActive: false }).where(eq(appUser.id, subscriber.userId));
    try {
      const after = await agree();
      expect(byName(after, "Events").subscriberCount).toBe(events.subscriberCount - 1);
      expect(byName(after, "Company News").subscriberCount).toBe(
        byName(before, "Company News").subscriberCount - 1,
      );
    } finally {
      await db.update(appUser).set({ isActive: true }).where(eq(appUser.id, subscriber.userId));
    }
  });

  it("a private channel's member sees it; a manager sees it without being a member", async () => {
    const chloeList: ChannelBody[] = (await chloe.get("/api/channel")).json();
    expect(byName(chloeList, "Leadership").subscriptionStatus).toBe(true);
    const pabloList: ChannelBody[] = (await pablo.get("/api/channel")).json();
    expect(byName(pabloList, "Leadership")).toMatchObject({ isManager: true, subscriptionStatus: false });
    expect(byName(pabloList, "Field Sales Wins").isManager).toBe(true);
  });

  it.each([
    ["Events", true, true],
    ["Product Updates", true, true],
    ["Careers", false, false],
  ])(
    "the channel manager's view of %s: isManager %s, isEssential %s",
    async (name, isManager, isEssential) => {
      const list: ChannelBody[] = (await chloe.get("/api/channel")).json();
      expect(byName(list, name)).toMatchObject({ isManager, isEssential });
      if (isEssential) expect(byName(list, name).subscriptionStatus).toBe(true);
    },
  );

  it("a group admin sees and manages their group's channels", async () => {
    const list: ChannelBody[] = (await gustav.get("/api/channel")).json();
    expect(byName(list, "Field Sales Wins")).toMatchObject({ isManager: true, isEssential: true });
    expect(byName(list, "Careers").isManager).toBe(false);
  });

  it("groups by group: company-wide channels first under the company's name, then each group", async () => {
    const fieldSales = await f.groupId("Field Sales");
    const emmaGroups: GroupEntry[] = (await emma.get("/api/channel?groupedBy=group")).json();
    expect(emmaGroups.map((g) => g.groupName)).toEqual(["Acme"]);
    expect(emmaGroups[0]?.groupId).toBeNull();
    const gustavGroups: GroupEntry[] = (await gustav.get("/api/channel?groupedBy=group")).json();
    expect(gustavGroups.map((g) => [g.groupId, g.groupName])).toEqual([
      [null, "Acme"],
      [fieldSales, "Field Sales"],
    ]);
    expect(names(gustavGroups[1]?.channelList ?? [])).toEqual(["Field Sales Wins"]);
  });

  it("filters by group and by subscription", async () => {
    const fieldSales = await f.groupId("Field Sales");
    const inGroup: ChannelBody[] = (await ada.get(`/api/channel?groupId=${fieldSales}`)).json();
    expect(names(inGroup)).toEqual(["Field Sales Wins"]);
    const subscribed: ChannelBody[] = (await emma.get("/api/channel?isSubscribed=true")).json();
    const unsubscribed: ChannelBody[] = (await emma.get("/api/channel?isSubscribed=false")).json();
    expect(subscribed.every((c) => c.subscriptionStatus)).toBe(true);
    expect(unsubscribed.every((c) => !c.subscriptionStatus)).toBe(true);
    expect(names(subscribed)).toContain("Company News");
    expect(subscribed.length + unsubscribed.length).toBe((await emma.get("/api/channel")).json().length);
  });

  it("leaves out the staff lists with excludeManagersInfo", async () => {
    const list: ChannelBody[] = (await emma.get("/api/channel?excludeManagersInfo=true")).json();
    expect(list.length).toBeGreaterThan(0);
    for (const channel of list) {
      expect(channel).not.toHaveProperty("managerList");
      expect(channel).not.toHaveProperty("analystList");
    }
  });
});

describe("GET /api/channel/:id", () => {
  it("walks 401 → 400 → 404 → 200", async () => {
    const careers = await f.channelId("Careers");
    expect((await t.client().get(`/api/channel/${careers}`)).statusCode).toBe(401);
    expect((await emma.get("/api/channel/not-an-id")).statusCode).toBe(400);
    expect((await emma.get(`/api/channel/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await emma.get(`/api/channel/${await f.channelId("Leadership")}`)).statusCode).toBe(404);
    expect((await emma.get(`/api/channel/${await f.channelId("Field Sales Wins")}`)).statusCode).toBe(404);
    const response = await emma.get(`/api/channel/${careers}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: careers, name: "Careers", isPrivate: false });
  });
});

describe("POST /api/channel", () => {
  const valid = { name: "  Customer Stories  ", description: "Wins told by customers." };

  it("401 without a session, 403 for a sharer or a channel manager", async () => {
    expect((await t.client().post("/api/channel", valid)).statusCode).toBe(401);
    expect((await emma.post("/api/channel", valid)).statusCode).toBe(403);
    expect((await chloe.post("/api/channel", valid)).statusCode).toBe(403);
  });

  it.each([
    ["no name", { description: "x" }, /name/],
    ["a blank name", { name: "   " }, /name/],
    ["a name over 100 characters", { name: "x".repeat(101) }, /name/],
    ["a malformed manager id", { name: "A", managerList: ["nope"] }, /managerList/],
  ])("400 for %s", async (_name, body, message) => {
    const response = await ada.post("/api/channel", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it("400 for a manager of another company, an unknown group, or private and mandatory at once", async () => {
    const globexUser = await t.userId(GLOBEX_SHARER);
    const foreign = await ada.post("/api/channel", { name: "A", managerList: [globexUser] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`managerList: unknown user ${globexUser}`);
    expect((await ada.post("/api/channel", { name: "A", groupId: UNKNOWN_ID })).statusCode).toBe(400);
    expect(
      (await ada.post("/api/channel", { name: "A", isPrivate: true, isMandatory: true })).statusCode,
    ).toBe(400);
  });

  it("an admin creates a channel with staff; its managers are subscribed", async () => {
    const emmaId = await t.userId(DEMO_USERS.sharer);
    const antonId = await t.userId(DEMO_USERS.channel_analyst);
    const response = await ada.post("/api/channel", {
      ...valid,
      isPrivate: true,
      managerList: [{ _id: emmaId }],
      analystList: [antonId],
    });
    expect(response.statusCode).toBe(200);
    const created: ChannelBody = response.json();
    expect(created).toMatchObject({
      name: "Customer Stories",
      groupId: null,
      isManager: true,
      subscriberCount: 1,
    });
    expect(created.managerList?.map((m) => m._id)).toEqual([emmaId]);
    expect(created.analystList?.map((m) => m._id)).toEqual([antonId]);
    expect(await f.isSubscribed(created._id, emmaId)).toBe(true);
    // Emma now manages it: essential to her, and visible although private.
    const emmaView = (await emma.get(`/api/channel/${created._id}`)).json();
    expect(emmaView).toMatchObject({ isEssential: true, subscriptionStatus: true });
  });

  it("a group admin creates in their own group (by default) and not in another", async () => {
    const fieldSales = await f.groupId("Field Sales");
    const own = await gustav.post("/api/channel", { name: "Field Sales Playbooks" });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ groupId: fieldSales, isManager: true });
    const other = await gustav.post("/api/channel", { name: "HQ", groupId: await f.groupId("Headquarters") });
    expect(other.statusCode).toBe(403);
    const companyWide = await gustav.post("/api/channel", { name: "All", groupId: null });
    expect(companyWide.statusCode).toBe(403);
  });
});

describe("PUT /api/channel/:channelId", () => {
  it("walks 401 → 400 → 403 → 404 → 200", async () => {
    const events = await f.channelId("Events");
    expect((await t.client().put(`/api/channel/${events}`, { name: "x" })).statusCode).toBe(401);
    expect((await chloe.put(`/api/channel/${events}`, { name: "x".repeat(101) })).statusCode).toBe(400);
    expect((await emma.put(`/api/channel/${events}`, { name: "Mine" })).statusCode).toBe(403);
    expect(
      (await chloe.put(`/api/channel/${await f.channelId("Careers")}`, { name: "Mine" })).statusCode,
    ).toBe(403);
    expect(
      (await gustav.put(`/api/channel/${await f.channelId("Leadership")}`, { name: "x" })).statusCode,
    ).toBe(404);
    expect((await chloe.put(`/api/channel/${UNKNOWN_ID}`, { name: "x" })).statusCode).toBe(404);
    const response = await chloe.put(`/api/channel/${events}`, {
      name: " Events & Meet-ups ",
      description: "All of them.",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Events & Meet-ups", description: "All of them." });
  });

  it("a channel manager may resend the staff unchanged but not change it, privacy or the group", async () => {
    const events = await f.channelId("Events & Meet-ups");
    const chloeId = await t.userId(DEMO_USERS.channel_manager);
    const same = await chloe.put(`/api/channel/${events}`, { managerList: [chloeId], analystList: [] });
    expect(same.statusCode).toBe(200);
    const emmaId = await t.userId(DEMO_USERS.sharer);
    expect((await chloe.put(`/api/channel/${events}`, { managerList: [chloeId, emmaId] })).statusCode).toBe(
      403,
    );
    expect((await chloe.put(`/api/channel/${events}`, { isPrivate: true })).statusCode).toBe(403);
  });

  it("an admin changes staff, privacy and group; new managers are subscribed", async () => {
    const sustainability = await f.channelId("Sustainability");
    const emmaId = await t.userId(DEMO_USERS.sharer);
    const fieldSales = await f.groupId("Field Sales");
    const response = await ada.put(`/api/channel/${sustainability}`, {
      managerList: [emmaId],
      groupId: fieldSales,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().managerList.map((m: { _id: string }) => m._id)).toEqual([emmaId]);
    expect(response.json().groupId).toBe(fieldSales);
    expect(await f.isSubscribed(sustainability, emmaId)).toBe(true);
    expect(
      (await ada.put(`/api/channel/${sustainability}`, { isPrivate: true, isMandatory: true })).statusCode,
    ).toBe(400);
    // Back to company-wide for the other tests.
    expect(
      (await ada.put(`/api/channel/${sustainability}`, { groupId: null, managerList: [] })).statusCode,
    ).toBe(200);
  });
});

describe("PUT /api/channel/:channelId/status", () => {
  it("walks 401 → 400 → 403 → 404 → 200, and an inactive channel leaves the sharer's list", async () => {
    const productUpdates = await f.channelId("Product Updates");
    const url = `/api/channel/${productUpdates}/status`;
    expect((await t.client().put(url, { isActive: false })).statusCode).toBe(401);
    expect((await chloe.put(url, {})).statusCode).toBe(400);
    expect((await emma.put(url, { isActive: false })).statusCode).toBe(403);
    expect(
      (await chloe.put(`/api/channel/${await f.channelId("Careers")}/status`, { isActive: false }))
        .statusCode,
    ).toBe(403);
    expect((await chloe.put(`/api/channel/${UNKNOWN_ID}/status`, { isActive: false })).statusCode).toBe(404);
    const response = await chloe.put(url, { isActive: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isActive: false, status: "inactive" });
    expect(names((await emma.get("/api/channel")).json())).not.toContain("Product Updates");
    expect(byName((await ada.get("/api/channel")).json(), "Product Updates").status).toBe("inactive");
    expect((await chloe.put(url, { isActive: true })).json().status).toBe("active");
    expect(names((await emma.get("/api/channel")).json())).toContain("Product Updates");
  });
});
