import {
  APPROVED_POST_NOTIFICATION,
  NEW_PROPOSED_POST_NOTIFICATION,
} from "@chorus/shared/notification/notification.contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { channelFixtures } from "../channel/channel.test-helpers.ts";

let t: TestApp;
let admin: TestClient;
let chloe: TestClient;
let emma: TestClient;
let anton: TestClient;
let events: string;

interface Row {
  type: string;
  webUrl: string | null;
  itemTitle: string | null;
  referencerTitle: string | null;
}

/** The notifications of a type someone received about a post title. */
async function received(client: TestClient, type: string, title: string): Promise<Row[]> {
  const page = (await client.get("/api/notification?pageSize=100")).json() as { notificationList: Row[] };
  return page.notificationList.filter((n) => n.type === type && n.itemTitle === title);
}

const setting = (email: string, name: "newProposedPost" | "approvedPost", on: boolean) =>
  t.database.db.execute(
    sql`UPDATE app_user SET notification_settings = notification_settings || jsonb_build_object(${name}::text, ${on}::boolean)
         WHERE email = ${email}`,
  );

const propose = async (title: string) => {
  const response = await emma.post("/api/post3", {
    type: "link",
    title,
    url: "https://example.com/proposal",
    channelList: [{ _id: events }],
  });
  expect(response.json().type).toBe("incoming");
  return response.json().post._id as string;
};

beforeAll(async () => {
  t = await createTestApp();
  events = await channelFixtures(t).channelId("Events");
  admin = await t.signIn(DEMO_USERS.admin);
  chloe = await t.signIn(DEMO_USERS.channel_manager);
  emma = await t.signIn(DEMO_USERS.sharer);
  anton = await t.signIn(DEMO_USERS.channel_analyst);
});
afterAll(() => t.close());

describe("a new proposed post (newProposedPost)", () => {
  it("notifies the managers of the channel and the company managers, not the proposer nor an analyst", async () => {
    await propose("Proposal one");
    expect(await received(chloe, NEW_PROPOSED_POST_NOTIFICATION, "Proposal one")).toEqual([
      expect.objectContaining({ webUrl: "/?type=incoming", referencerTitle: "Emma Lindqvist" }),
    ]);
    expect(await received(admin, NEW_PROPOSED_POST_NOTIFICATION, "Proposal one")).toHaveLength(1);
    expect(await received(emma, NEW_PROPOSED_POST_NOTIFICATION, "Proposal one")).toEqual([]);
    expect(await received(anton, NEW_PROPOSED_POST_NOTIFICATION, "Proposal one")).toEqual([]);
  });

  it("a manager who turned the setting off is not notified; a post published directly notifies no one", async () => {
    await setting(DEMO_USERS.channel_manager, "newProposedPost", false);
    await propose("Proposal two");
    expect(await received(chloe, NEW_PROPOSED_POST_NOTIFICATION, "Proposal two")).toEqual([]);
    expect(await received(admin, NEW_PROPOSED_POST_NOTIFICATION, "Proposal two")).toHaveLength(1);
    await setting(DEMO_USERS.channel_manager, "newProposedPost", true);

    const published = await chloe.post("/api/post3", {
      type: "article",
      title: "Published directly",
      htmlBody: "<p>x</p>",
      channelList: [{ _id: events }],
    });
    expect(published.json().type).toBe("published");
    expect(await received(admin, NEW_PROPOSED_POST_NOTIFICATION, "Published directly")).toEqual([]);
  });
});

describe("an approved post (approvedPost)", () => {
  it("the proposer is told when a manager approves it, once; rejecting tells nothing", async () => {
    const approvedId = await propose("Approve me");
    const approve = () =>
      chloe.put(`/api/post3/${approvedId}/channel/${events}/status`, { status: "approved" });
    expect((await approve()).statusCode).toBe(200);
    expect(await received(emma, APPROVED_POST_NOTIFICATION, "Approve me")).toEqual([
      expect.objectContaining({ webUrl: `/preview/${approvedId}`, referencerTitle: "Chloé Marchand" }),
    ]);
    // Approving again changes nothing and sends nothing.
    expect((await approve()).statusCode).toBe(200);
    expect(await received(emma, APPROVED_POST_NOTIFICATION, "Approve me")).toHaveLength(1);

    const rejectedId = await propose("Reject me");
    await chloe.put(`/api/post3/${rejectedId}/channel/${events}/status`, { status: "rejected" });
    expect(await received(emma, APPROVED_POST_NOTIFICATION, "Reject me")).toEqual([]);
  });

  it("a proposer who turned approvedPost off is not told", async () => {
    await setting(DEMO_USERS.sharer, "approvedPost", false);
    const id = await propose("Quiet approval");
    await chloe.put(`/api/post3/${id}/channel/${events}/status`, { status: "approved" });
    expect(await received(emma, APPROVED_POST_NOTIFICATION, "Quiet approval")).toEqual([]);
  });
});
