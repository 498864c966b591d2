import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareClick } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { channelFixtures } from "../channel/channel.test-helpers.ts";
import { notifyShareStats } from "./share-stat.jobs.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("share_stat summaries", () => {
  it("tell each sharer yesterday's visitors of their links, once per day", async () => {
    const make = factories(t.database.db);
    const companyId = await t.companyId("acme");
    const emmaId = await t.userId(DEMO_USERS.sharer);
    const events = await channelFixtures(t).channelId("Events");
    const post = await make.post(companyId, {
      createdBy: await t.userId(DEMO_USERS.admin),
      channelIds: [events],
    });
    const [first, second] = [
      await make.share(companyId, { postId: post.id, userId: emmaId }),
      await make.share(companyId, { postId: post.id, userId: emmaId }),
    ];
    const now = new Date();
    const yesterday = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 3_600_000,
    );
    await t.database.db.insert(shareClick).values([
      { companyId, shareId: first.id, fingerprint: "a", clickedAt: yesterday },
      { companyId, shareId: first.id, fingerprint: "b", clickedAt: yesterday },
      { companyId, shareId: second.id, fingerprint: "c", clickedAt: yesterday },
      // Today's visitor belongs to tomorrow's summary.
      { companyId, shareId: second.id, fingerprint: "d", clickedAt: now },
    ]);
    const ctx = { deps: t.app.deps, db: t.database.db, log: t.app.log };
    expect(await notifyShareStats(ctx)).toBe(1);
    expect(await notifyShareStats(ctx)).toBe(0);
    const emma = await t.signIn(DEMO_USERS.sharer);
    const list = (await emma.get("/api/notification?pageSize=100")).json().notificationList as {
      type: string;
      textHtml: string;
      itemTitle: string;
    }[];
    // The title, like the text, is written from the mail texts in Emma's language.
    expect(list.filter((n) => n.type === "share_stat").map((n) => n.itemTitle)).toEqual([
      "Your shares yesterday",
    ]);
    expect(list.filter((n) => n.type === "share_stat").map((n) => n.textHtml)).toEqual([
      "Your shares had <strong>3 visitors</strong> yesterday (2 shares).",
    ]);
  });
});
