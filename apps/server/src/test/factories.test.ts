import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { channelStaff, channelSubscription, post, postChannel, userConsent } from "../db/schema/index.ts";
import { factories } from "./factories.ts";
import { openTestDatabase } from "./test-database.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("test builders", () => {
  it("build a company and a user of a role who has accepted the terms", async () => {
    const make = factories(database.db);
    const company = await make.company();
    const user = await make.user(company.id, { role: "channel_manager" });
    expect(user).toMatchObject({ companyId: company.id, role: "channel_manager", isActive: true });
    const consents = await database.db.select().from(userConsent).where(eq(userConsent.userId, user.id));
    expect(consents).toHaveLength(1);
    // A second user gets other names: builders never collide on unique columns.
    expect((await make.user(company.id)).email).not.toBe(user.email);
  });

  it("build a private channel with its staff and members", async () => {
    const make = factories(database.db);
    const company = await make.company();
    const [manager, member] = [await make.user(company.id), await make.user(company.id)];
    const channel = await make.channel(company.id, {
      kind: "private",
      managerIds: [manager.id],
      subscriberIds: [member.id],
    });
    expect(channel).toMatchObject({ isPrivate: true, isMandatory: false, isActive: true });
    expect(
      await database.db.select().from(channelStaff).where(eq(channelStaff.channelId, channel.id)),
    ).toEqual([{ companyId: company.id, channelId: channel.id, userId: manager.id, duty: "manager" }]);
    const members = await database.db
      .select({ userId: channelSubscription.userId })
      .from(channelSubscription)
      .where(eq(channelSubscription.channelId, channel.id));
    expect(members).toEqual([{ userId: member.id }]);
  });

  it("build posts whose channel rows carry the status and the dates it implies", async () => {
    const make = factories(database.db);
    const company = await make.company();
    const author = await make.user(company.id);
    const channel = await make.channel(company.id);
    const now = Date.now();
    const statusOf = async (status: "published" | "scheduled" | "archived" | "proposed") => {
      const built = await make.post(company.id, { createdBy: author.id, channelIds: [channel.id], status });
      const [row] = await database.db.select().from(postChannel).where(eq(postChannel.postId, built.id));
      return row!;
    };
    const published = await statusOf("published");
    expect(published.status).toBe("published");
    expect(published.publishedAt!.getTime()).toBeLessThan(now);
    expect(published.archivedAt).toBeNull();
    const scheduled = await statusOf("scheduled");
    expect(scheduled.scheduledAt!.getTime()).toBeGreaterThan(now);
    const archived = await statusOf("archived");
    expect(archived.archivedAt!.getTime()).toBeLessThan(now);
    expect(await statusOf("proposed")).toMatchObject({ status: "proposed", publishedAt: null });
  });

  it("build a survey post with its questions, and a comment that counts on its post", async () => {
    const make = factories(database.db);
    const company = await make.company();
    const author = await make.user(company.id);
    const channel = await make.channel(company.id);
    const survey = await make.survey(company.id, { createdBy: author.id, channelIds: [channel.id] });
    expect(survey.type).toBe("survey");
    expect((survey.survey as { questionList: unknown[] }).questionList).toHaveLength(2);
    await make.comment(company.id, { objectId: survey.id, addedBy: author.id });
    await make.comment(company.id, { objectId: survey.id, addedBy: author.id });
    const [counted] = await database.db
      .select({ commentCount: post.commentCount })
      .from(post)
      .where(and(eq(post.companyId, company.id), eq(post.id, survey.id)));
    expect(counted?.commentCount).toBe(2);
  });
});
