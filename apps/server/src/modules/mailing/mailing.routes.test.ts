import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp } from "../../test/test-app.ts";
import {
  campaignJobsDone,
  livePost,
  outboxTo,
  readyCampaign,
  setEmailLab,
  teamOf,
} from "./mailing.test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_INTERVAL_SECONDS: "0.5", MAILING_RATE_PER_SECOND: "500" });
  await setEmailLab(t, "acme");
});
afterAll(() => t.close());

describe("who may use the newsletter calls", () => {
  it("refuses everyone while the email lab is off, and sharers always", async () => {
    await setEmailLab(t, "globex", []);
    const gina = await t.signIn(GLOBEX_ADMIN);
    const off = await gina.get("/api/mailing/folder");
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe("E-mail newsletters are not enabled for your company.");
    const emma = await t.signIn(DEMO_USERS.sharer);
    expect((await emma.get("/api/mailing/folder")).statusCode).toBe(403);
  });

  it("lets a group admin in only with group_admin_newsletters_lab too", async () => {
    const gustav = await t.signIn(DEMO_USERS.group_admin);
    expect((await gustav.get("/api/mailing/auth")).statusCode).toBe(403);
    await setEmailLab(t, "acme", ["email_newsletters_lab", "group_admin_newsletters_lab"]);
    try {
      const auth = await gustav.get("/api/mailing/auth");
      expect(auth.statusCode).toBe(200);
      expect(auth.json().scope).toBe("group");
      const list = (await gustav.post("/api/mailing/mailing-list", { name: "Group only" })).json();
      const everyone = await gustav.post(`/api/mailing/mailing-list/${list._id}/recipient`, {
        entityType: "company",
      });
      expect(everyone.statusCode).toBe(403);
    } finally {
      await setEmailLab(t, "acme");
    }
  });

  it("a manager switches newsletters on for the company; other roles may not", async () => {
    await setEmailLab(t, "globex", []);
    const gina = await t.signIn(GLOBEX_ADMIN);
    expect((await gina.get("/api/mailing/auth")).statusCode).toBe(403);
    const on = await gina.put("/api/mailing/settings", { newslettersEnabled: true });
    expect(on.statusCode).toBe(200);
    expect((await gina.get("/api/mailing/auth")).statusCode).toBe(200);
    expect((await gina.get("/api/session2")).json().company.smarpLabList).toContain("email_newsletters_lab");
    await gina.put("/api/mailing/settings", { newslettersEnabled: false });
    expect((await gina.get("/api/mailing/auth")).statusCode).toBe(403);
    const gustav = await t.signIn(DEMO_USERS.group_admin);
    expect((await gustav.put("/api/mailing/settings", { newslettersEnabled: true })).statusCode).toBe(403);
  });

  it("tells the editor the brand and the delivery mode", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const auth = (await ada.get("/api/mailing/auth")).json();
    expect(auth).toMatchObject({
      canEdit: true,
      scope: "company",
      email: DEMO_USERS.admin,
      deliveryMode: "outbox",
    });
    expect(auth.brand.highlightColor).toMatch(/^#[0-9a-f]{6}$/i);
    const off = await ada.put("/api/mailing/settings", { openTrackingEnabled: false });
    expect(off.json().openTrackingEnabled).toBe(false);
    await ada.put("/api/mailing/settings", { openTrackingEnabled: true });
  });
});

describe("folders", () => {
  it("names are 1 to 30 characters and unique per company, case-insensitively", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const created = await ada.post("/api/mailing/folder", { name: "  Internal  " });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: "Internal", campaignCount: 0 });
    const again = await ada.post("/api/mailing/folder", { name: "INTERNAL" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("A folder with this name already exists.");
    expect((await ada.post("/api/mailing/folder", { name: "" })).statusCode).toBe(400);
    expect((await ada.post("/api/mailing/folder", { name: "x".repeat(31) })).statusCode).toBe(400);
    expect((await ada.post("/api/mailing/folder", { name: "x".repeat(30) })).statusCode).toBe(200);
    const renamed = await ada.put(`/api/mailing/folder/${created.json()._id}`, { name: "Internal 2026" });
    expect(renamed.json().name).toBe("Internal 2026");
    // Globex may use the same name: uniqueness is per company.
    await setEmailLab(t, "globex");
    const gina = await t.signIn(GLOBEX_ADMIN);
    expect((await gina.post("/api/mailing/folder", { name: "Internal 2026" })).statusCode).toBe(200);
  });

  it("deleting a folder moves its campaigns to no folder", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const folder = (await ada.post("/api/mailing/folder", { name: "To remove" })).json();
    const campaign = (await ada.post("/api/mailing/campaign", { name: "Kept", folderId: folder._id })).json();
    expect((await ada.get("/api/mailing/folder")).json().folderList).toContainEqual(
      expect.objectContaining({ _id: folder._id, campaignCount: 1 }),
    );
    expect((await ada.delete(`/api/mailing/folder/${folder._id}`)).statusCode).toBe(200);
    expect((await ada.get(`/api/mailing/campaign/${campaign._id}`)).json().folderId).toBeNull();
    const none = (await ada.get("/api/mailing/campaign?folderId=none")).json().campaignList;
    expect(none.map((c: { _id: string }) => c._id)).toContain(campaign._id);
    expect((await ada.delete(`/api/mailing/folder/${folder._id}`)).statusCode).toBe(404);
  });
});

describe("campaigns", () => {
  it("create, list by folder and search, edit, move, duplicate, delete", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const folder = (await ada.post("/api/mailing/folder", { name: "Spring" })).json();
    const created = (
      await ada.post("/api/mailing/campaign", {
        name: "Spring update",
        folderId: folder._id,
        subject: "What is new",
        blocks: [{ type: "heading", id: "h", text: "Spring" }],
      })
    ).json();
    expect(created).toMatchObject({ status: "draft", folderId: folder._id, subject: "What is new" });
    const inFolder = (await ada.get(`/api/mailing/campaign?folderId=${folder._id}`)).json().campaignList;
    expect(inFolder.map((c: { _id: string }) => c._id)).toEqual([created._id]);
    const found = (await ada.get("/api/mailing/campaign?searchTerm=what%20is")).json().campaignList;
    expect(found.map((c: { _id: string }) => c._id)).toContain(created._id);
    const edited = await ada.put(`/api/mailing/campaign/${created._id}`, {
      preheader: "Fresh",
      senderName: "HR",
    });
    expect(edited.json()).toMatchObject({ preheader: "Fresh", senderName: "HR", name: "Spring update" });
    const moved = await ada.put(`/api/mailing/campaign/${created._id}/move`, { folderId: null });
    expect(moved.json().folderId).toBeNull();
    const copy = (
      await ada.post("/api/mailing/campaign", {
        name: "Copy of Spring update",
        copyOfCampaignId: created._id,
      })
    ).json();
    expect(copy).toMatchObject({
      status: "draft",
      subject: "What is new",
      preheader: "Fresh",
      blocks: created.blocks,
    });
    expect((await ada.delete(`/api/mailing/campaign/${copy._id}`)).statusCode).toBe(200);
    expect((await ada.get(`/api/mailing/campaign/${copy._id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ name: "" }],
    [{ name: "x", blocks: [{ type: "video", id: "v" }] }],
    [{ name: "x", blocks: [{ type: "button", id: "b", label: "Go", url: "javascript:alert(1)" }] }],
    [{ name: "x", blocks: [{ type: "post", id: "p", postId: "nope" }] }],
    [{ name: "x", folderId: "zz" }],
  ])("400 for %j", async (body) => {
    const ada = await t.signIn(DEMO_USERS.admin);
    expect((await ada.post("/api/mailing/campaign", body)).statusCode).toBe(400);
  });

  it("draft → scheduled → cancelled, and a cancelled campaign is read-only", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const { team } = await teamOf(t, "acme", 2, "sched");
    const post = await livePost(t, "acme", "Scheduled story");
    const { campaign } = await readyCampaign(ada, team.id, post.id, "Later");
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await ada.post(`/api/mailing/campaign/${campaign._id}/send`, { scheduledAt: at });
    expect(scheduled.json()).toMatchObject({ status: "scheduled", scheduledAt: at });
    // A scheduled campaign may still be edited.
    expect(
      (await ada.put(`/api/mailing/campaign/${campaign._id}`, { subject: "Later, edited" })).statusCode,
    ).toBe(200);
    const cancelled = await ada.post(`/api/mailing/campaign/${campaign._id}/cancel`);
    expect(cancelled.json().status).toBe("cancelled");
    expect((await ada.put(`/api/mailing/campaign/${campaign._id}`, { subject: "again" })).statusCode).toBe(
      409,
    );
    expect((await ada.post(`/api/mailing/campaign/${campaign._id}/send`, {})).statusCode).toBe(409);
    expect((await ada.post(`/api/mailing/campaign/${campaign._id}/cancel`)).statusCode).toBe(409);
  });

  it("a campaign needs recipients, a subject and content before it is sent", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const bare = (await ada.post("/api/mailing/campaign", { name: "Empty" })).json();
    const response = await ada.post(`/api/mailing/campaign/${bare._id}/send`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Choose who receives this campaign first.");
  });

  it("draft → sending → sent: each team member's mail is in the outbox once, and a sent campaign is read-only", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const { team, emails } = await teamOf(t, "acme", 3, "sendnow");
    const post = await livePost(t, "acme", "Big launch");
    const { campaign } = await readyCampaign(ada, team.id, post.id, "Launch news");
    const sending = await ada.post(`/api/mailing/campaign/${campaign._id}/send`, {});
    expect(sending.json().status).toBe("sending");
    await campaignJobsDone(t, campaign._id);
    const sent = (await ada.get(`/api/mailing/campaign/${campaign._id}`)).json();
    expect(sent.status).toBe("sent");
    expect(sent.stats).toMatchObject({ recipients: 3, delivered: 3, pending: 0, bounced: 0 });
    for (const email of emails) {
      const mails = await outboxTo(t, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe("Launch news subject");
      expect(mails[0]?.text).toContain("Big launch");
      // A post's link is a share short link carrying the recipient's signed delivery token.
      expect(mails[0]?.text).toMatch(/Read more: http\S+\/s\/[\w-]+\?r=\S+/);
    }
    expect((await ada.put(`/api/mailing/campaign/${campaign._id}`, { subject: "x" })).statusCode).toBe(409);
    expect((await ada.post(`/api/mailing/campaign/${campaign._id}/cancel`)).statusCode).toBe(409);
    expect((await ada.post(`/api/mailing/campaign/${campaign._id}/send`, {})).statusCode).toBe(409);
    // Filing it elsewhere is allowed.
    expect((await ada.put(`/api/mailing/campaign/${campaign._id}/move`, { folderId: null })).statusCode).toBe(
      200,
    );
    expect((await ada.get(`/api/mailing/campaign/${campaign._id}/bounced`)).json()).toEqual({
      bouncedList: [],
    });
  });

  it("a test goes to the caller only and leaves the campaign a draft", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const { team, emails } = await teamOf(t, "acme", 1, "testonly");
    const post = await livePost(t, "acme", "Test story");
    const { campaign } = await readyCampaign(ada, team.id, post.id, "Try me");
    const before = (await outboxTo(t, DEMO_USERS.admin)).length;
    const test = await ada.post(`/api/mailing/campaign/${campaign._id}/send`, { testToMe: true });
    expect(test.json()).toEqual({ sentTo: DEMO_USERS.admin });
    const mine = await outboxTo(t, DEMO_USERS.admin);
    expect(mine).toHaveLength(before + 1);
    expect(mine.at(-1)?.subject).toBe("[Test] Try me subject");
    expect(await outboxTo(t, emails[0] as string)).toHaveLength(0);
    expect((await ada.get(`/api/mailing/campaign/${campaign._id}`)).json().status).toBe("draft");
  });

  it("bulk send and cancel report each campaign", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const { team } = await teamOf(t, "acme", 1, "bulk");
    const post = await livePost(t, "acme", "Bulk story");
    const a = (await readyCampaign(ada, team.id, post.id, "Bulk A")).campaign;
    const b = (await readyCampaign(ada, team.id, post.id, "Bulk B")).campaign;
    const at = new Date(Date.now() + 7_200_000).toISOString();
    await ada.post(`/api/mailing/campaign/${a._id}/send`, { scheduledAt: at });
    const empty = (await ada.post("/api/mailing/campaign", { name: "Bulk empty" })).json();
    const cancelled = (
      await ada.post("/api/mailing/campaign/cancel", { campaignIdList: [a._id, b._id] })
    ).json();
    expect(cancelled.campaignList.map((c: { _id: string; status: string }) => [c._id, c.status])).toEqual([
      [a._id, "cancelled"],
    ]);
    expect(cancelled.failureList).toEqual([
      { campaignId: b._id, message: "Only a scheduled campaign or one being sent can be cancelled." },
    ]);
    const sent = (
      await ada.post("/api/mailing/campaign/send", { campaignIdList: [b._id, empty._id] })
    ).json();
    expect(sent.campaignList.map((c: { _id: string }) => c._id)).toEqual([b._id]);
    expect(sent.failureList).toEqual([
      { campaignId: empty._id, message: "Choose who receives this campaign first." },
    ]);
    await campaignJobsDone(t, b._id);
  });
});

describe("the editor's preview", () => {
  it("shows a live post (even with a future archive date) and leaves out an archived one", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const later = await livePost(t, "acme", "Archived next week");
    const gone = await livePost(t, "acme", "Archived yesterday");
    await t.database.db.execute(
      sql`UPDATE post_channel SET archived_at = now() + interval '7 days' WHERE post_id = ${later.id}`,
    );
    await t.database.db.execute(
      sql`UPDATE post_channel SET archived_at = now() - interval '1 day' WHERE post_id = ${gone.id}`,
    );
    const preview = await ada.post("/api/mailing/preview", {
      subject: "Preview",
      blocks: [
        { type: "post", id: "a", postId: later.id },
        { type: "post", id: "b", postId: gone.id },
      ],
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().text).toContain("Archived next week");
    expect(preview.json().text).not.toContain("Archived yesterday");
    expect(preview.json().html).toContain("<!doctype html>");
  });
});

describe("mailing lists and recipients", () => {
  it("lists hold users, teams, groups, the company and outside addresses, with counts; the old paths are aliases", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const { team, members } = await teamOf(t, "acme", 2, "lists");
    const list = (await ada.post("/api/mailing/mailing-list", { name: "Partners" })).json();
    expect(list).toMatchObject({ name: "Partners", recipientCount: 0 });
    const teamEntry = (
      await ada.post(`/api/mailing/mailing-list/${list._id}/recipient`, {
        entityType: "team",
        entityId: team.id,
      })
    ).json();
    expect(teamEntry).toMatchObject({ entityType: "team", name: "Team lists", memberCount: 2 });
    const outside = (
      await ada.post(`/api/mailing/${list._id}/recipient`, {
        entityType: "user",
        email: "Friend@Outside.example",
      })
    ).json();
    expect(outside).toMatchObject({
      entityType: "user",
      entityId: null,
      email: "friend@outside.example",
      memberCount: 1,
    });
    // The same member twice counts once.
    await ada.post(`/api/mailing/mailing-list/${list._id}/recipient`, {
      entityType: "user",
      entityId: members[0]?.id,
    });
    const recipients = (await ada.get(`/api/mailing/${list._id}/recipient`)).json();
    expect(recipients.recipientList).toHaveLength(3);
    expect(recipients.total).toBe(3);
    expect((await ada.get(`/api/mailing/mailing-list/${list._id}/recipient`)).json()).toEqual(recipients);
    const lists = (await ada.get("/api/mailing")).json().mailingListList;
    expect(lists).toContainEqual(expect.objectContaining({ _id: list._id, recipientCount: 3 }));
    expect((await ada.get("/api/mailing/mailing-list")).json().mailingListList).toEqual(lists);
    const old = (await ada.post("/api/mailing", { name: "Old path" })).json();
    expect(old.name).toBe("Old path");
    expect((await ada.delete(`/api/mailing/mailing-list/${old._id}`)).statusCode).toBe(200);
    expect((await ada.get(`/api/mailing/mailing-list/${old._id}/recipient`)).statusCode).toBe(404);
  });

  it.each([
    [{ entityType: "team" }],
    [{ entityType: "user", entityId: "0123456789abcdef01234567", email: "a@b.example" }],
    [{ entityType: "user", email: "not an address" }],
    [{ entityType: "planet", entityId: "0123456789abcdef01234567" }],
  ])("400 for the recipient %j", async (body) => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const list = (await ada.post("/api/mailing/mailing-list", { name: "Bad" })).json();
    expect((await ada.post(`/api/mailing/mailing-list/${list._id}/recipient`, body)).statusCode).toBe(400);
  });

  it("search finds users, teams and groups; candidates lists an entity's people and their count", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const { team } = await teamOf(t, "acme", 2, "zebra");
    const hits = (await ada.get("/api/mailing/search?searchTerm=zebra")).json().resultList;
    expect(hits).toContainEqual(
      expect.objectContaining({ entityType: "team", entityId: team.id, memberCount: 2 }),
    );
    expect(hits.filter((h: { entityType: string }) => h.entityType === "user")).toHaveLength(2);
    expect((await ada.get("/api/mailing/search")).statusCode).toBe(400);
    const candidates = (await ada.get(`/api/mailing/candidates?entityType=team&entityId=${team.id}`)).json();
    expect(candidates.count).toBe(2);
    expect(candidates.candidateList.map((c: { email: string }) => c.email).sort()).toEqual([
      "zebra-0@acme.example",
      "zebra-1@acme.example",
    ]);
    expect((await ada.get("/api/mailing/candidates?entityType=team")).statusCode).toBe(400);
  });
});

describe("group digest settings", () => {
  it("managers and the group's admins read and set them; others get 403", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const companyId = await t.companyId("acme");
    const { factories } = await import("../../test/factories.ts");
    const group = await factories(t.database.db).group(companyId, { name: "Digest group" });
    const initial = (await ada.get(`/api/group/${group.id}/digest`)).json();
    expect(initial).toEqual({
      groupId: group.id,
      enabled: false,
      dayOfWeek: 1,
      hour: 8,
      postCount: 5,
      lastSentAt: null,
    });
    const saved = await ada.put(`/api/group/${group.id}/digest`, {
      enabled: true,
      dayOfWeek: 5,
      hour: 9,
      postCount: 3,
    });
    expect(saved.json()).toMatchObject({ enabled: true, dayOfWeek: 5, hour: 9, postCount: 3 });
    expect((await ada.get(`/api/group/${group.id}/digest`)).json()).toEqual(saved.json());
    expect(
      (await ada.put(`/api/group/${group.id}/digest`, { enabled: true, dayOfWeek: 7, hour: 9, postCount: 3 }))
        .statusCode,
    ).toBe(400);
    const gustav = await t.signIn(DEMO_USERS.group_admin);
    expect((await gustav.get(`/api/group/${group.id}/digest`)).statusCode).toBe(403);
    const gina = await t.signIn(GLOBEX_ADMIN);
    expect((await gina.get(`/api/group/${group.id}/digest`)).statusCode).toBe(404);
  });
});
