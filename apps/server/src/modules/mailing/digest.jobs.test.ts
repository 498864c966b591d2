import { newObjectId } from "@chorus/shared/ids/object-id";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.ts";
import { mailingSuppression, notification, notificationCompanySetting } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { isoWeek, sendGroupDigestJob } from "./digest.jobs.ts";
import { outboxTo, setEmailLab } from "./mailing.test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setEmailLab(t, "acme");
});
afterAll(() => t.close());

const run = (companyId: string, groupId: string) =>
  sendGroupDigestJob.handler({ deps: t.app.deps, db: t.database.db, log: t.app.log }, { companyId, groupId });

describe("group digests", () => {
  it("send the week's top posts of the group once per member, skipping opted-out and suppressed addresses", async () => {
    const f = factories(t.database.db);
    const companyId = await t.companyId("acme");
    const reader = await f.user(companyId, { email: "digest-reader@acme.example" });
    const optedOut = await f.user(companyId, {
      email: "digest-optout@acme.example",
      notificationSettings: {
        instantPost: true,
        acceptedInvitation: true,
        shareStat: true,
        newProposedPost: true,
        approvedPost: true,
        digest: false,
      } as never,
    });
    const unsubscribed = await f.user(companyId, { email: "digest-unsub@acme.example" });
    const outsider = await f.user(companyId, { email: "digest-outsider@acme.example" });
    const group = await f.group(companyId, {
      name: "Digest readers",
      memberIds: [reader.id, optedOut.id, unsubscribed.id],
    });
    await t.database.db
      .insert(mailingSuppression)
      .values({ companyId, email: "digest-unsub@acme.example", reason: "unsubscribed" });
    const channel = await f.channel(companyId, { groupId: group.id });
    const author = await t.userId(DEMO_USERS.admin);
    const quiet = await f.post(companyId, {
      createdBy: author,
      channelIds: [channel.id],
      title: "Quiet post",
    });
    const popular = await f.post(companyId, {
      createdBy: author,
      channelIds: [channel.id],
      title: "Popular post",
      likeCount: 40,
    });
    const ada = await t.signIn(DEMO_USERS.admin);
    await ada.put(`/api/group/${group.id}/digest`, { enabled: true, dayOfWeek: 1, hour: 8, postCount: 2 });

    await run(companyId, group.id);
    await run(companyId, group.id); // a second tick of the same week sends nothing again

    const mails = await outboxTo(t, "digest-reader@acme.example", "group_digest");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("This week in Digest readers");
    const text = mails[0]?.text ?? "";
    expect(text.indexOf("Popular post")).toBeGreaterThan(-1);
    expect(text.indexOf("Popular post")).toBeLessThan(text.indexOf("Quiet post"));
    expect(text).toContain(`/preview/${popular.id}?utm_source=newsletter`);
    expect(text).toContain(`/preview/${quiet.id}?utm_source=newsletter`);
    for (const email of [
      "digest-optout@acme.example",
      "digest-unsub@acme.example",
      "digest-outsider@acme.example",
    ])
      expect(await outboxTo(t, email, "group_digest")).toHaveLength(0);
    const sent = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM group_digest_delivery WHERE group_id = ${group.id} AND week = ${isoWeek(new Date())}`,
    );
    expect(sent[0]?.n).toBe(1);
    expect((await ada.get(`/api/group/${group.id}/digest`)).json().lastSentAt).not.toBeNull();
    void outsider;
  });

  it("respects the reader's digest opt-out set through PUT /api/user/{id}/notification and the daily fatigue limit", async () => {
    const f = factories(t.database.db);
    const companyId = await t.companyId("acme");
    const optsOut = await f.user(companyId, { email: "digest-api-optout@acme.example" });
    const tired = await f.user(companyId, { email: "digest-tired@acme.example" });
    const fresh = await f.user(companyId, { email: "digest-fresh@acme.example" });
    const group = await f.group(companyId, {
      name: "Digest limits",
      memberIds: [optsOut.id, tired.id, fresh.id],
    });
    const channel = await f.channel(companyId, { groupId: group.id });
    const author = await t.userId(DEMO_USERS.admin);
    await f.post(companyId, { createdBy: author, channelIds: [channel.id], title: "Week's news" });
    const ada = await t.signIn(DEMO_USERS.admin);
    await ada.put(`/api/group/${group.id}/digest`, { enabled: true, dayOfWeek: 1, hour: 8, postCount: 2 });

    // The opt-out is a notification setting like the others: stored and answered.
    const saved = await ada.put(`/api/user/${optsOut.id}/notification`, { digest: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().digest).toBe(false);
    // The company allows two e-mails a day; `tired` has had two notification mails today.
    await t.database.db
      .insert(notificationCompanySetting)
      .values({ companyId, maxPushesAndEmailsPerDay: 2 })
      .onConflictDoUpdate({
        target: notificationCompanySetting.companyId,
        set: { maxPushesAndEmailsPerDay: 2 },
      });
    for (let i = 0; i < 2; i++)
      await t.database.db.insert(notification).values({
        id: newObjectId(),
        companyId,
        userId: tired.id,
        type: "instantPost",
        wantsEmail: true,
        emailedAt: new Date(),
      });
    try {
      await run(companyId, group.id);
    } finally {
      await t.database.db.delete(notificationCompanySetting).where(sql`company_id = ${companyId}`);
    }
    expect(await outboxTo(t, "digest-fresh@acme.example", "group_digest")).toHaveLength(1);
    expect(await outboxTo(t, "digest-api-optout@acme.example", "group_digest")).toHaveLength(0);
    expect(await outboxTo(t, "digest-tired@acme.example", "group_digest")).toHaveLength(0);
  });

  it("a digest that is off sends nothing", async () => {
    const f = factories(t.database.db);
    const companyId = await t.companyId("acme");
    const member = await f.user(companyId, { email: "digest-off@acme.example" });
    const group = await f.group(companyId, { name: "Digest off", memberIds: [member.id] });
    const channel = await f.channel(companyId, { groupId: group.id });
    await f.post(companyId, { createdBy: member.id, channelIds: [channel.id], title: "Unsent" });
    await run(companyId, group.id);
    expect(await outboxTo(t, "digest-off@acme.example", "group_digest")).toHaveLength(0);
  });

  it.each([
    ["2026-11-23T10:00:00Z", "2026-W48"],
    ["2027-01-01T10:00:00Z", "2026-W53"],
    ["2026-01-01T10:00:00Z", "2026-W01"],
  ])("the ISO week of %s is %s", (at, week) => {
    expect(isoWeek(new Date(at))).toBe(week);
  });
});
