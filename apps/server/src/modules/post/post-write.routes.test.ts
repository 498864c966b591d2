import type { Post } from "@chorus/shared/post/post.contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, jobStates } from "../../test/job-states.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { channelFixtures } from "../channel/channel.test-helpers.ts";
import { rowsOf } from "./feed.repository.ts";
import { ANNOUNCE_POST } from "./post-schedule.jobs.ts";

let t: TestApp;
let admin: TestClient;
let chloe: TestClient;
let emma: TestClient;
let events: string;
let companyNews: string;
let productUpdates: string;
let acmeId: string;

const image = (n: number) => ({ url: `/images/p${n}.jpg`, width: 800, height: 600, hasError: false });
const article = (channelId: string, extra: Record<string, unknown> = {}) => ({
  type: "article",
  title: "Quarterly town hall",
  htmlBody: "<p>See you <strong>there</strong></p>",
  channelList: [{ _id: channelId }],
  ...extra,
});
const channelRows = (postId: string) =>
  rowsOf<{
    channelId: string;
    status: string;
    publishedAt: Date | null;
    archivedAt: Date | null;
    lang: string;
  }>(
    t.database.db,
    sql`SELECT channel_id AS "channelId", status, published_at AS "publishedAt", archived_at AS "archivedAt", lang
          FROM post_channel WHERE post_id = ${postId} ORDER BY channel_id`,
  );
const starOf = async (email: string) =>
  (await rowsOf<{ star: number }>(t.database.db, sql`SELECT star FROM app_user WHERE email = ${email}`))[0]
    ?.star;

beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_INTERVAL_SECONDS: "0.5" });
  const f = channelFixtures(t);
  [events, companyNews, productUpdates] = await Promise.all([
    f.channelId("Events"),
    f.channelId("Company News"),
    f.channelId("Product Updates"),
  ]);
  acmeId = await t.companyId("acme");
  admin = await t.signIn(DEMO_USERS.admin);
  chloe = await t.signIn(DEMO_USERS.channel_manager);
  emma = await t.signIn(DEMO_USERS.sharer);
});
afterAll(() => t.close());

describe("POST /api/post3", () => {
  it("a channel manager publishes to a channel they manage; HTML is sanitised, lang detected and copied", async () => {
    const response = await chloe.post(
      "/api/post3",
      article(events, {
        title: "Rendez-vous au salon de Lyon",
        htmlBody:
          '<p onclick="steal()">Nous serons au salon de Lyon la semaine prochaine avec toute l\'équipe.</p><script>alert(1)</script>' +
          '<a href="javascript:alert(1)">bad</a><a href="https://acme.example/x" target="_blank">ok</a><style>p{}</style><img src=x onerror=y>',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { type, post } = response.json();
    expect(type).toBe("published");
    expect(post.htmlBody).not.toMatch(/script|onclick|javascript:|style|onerror|<img/i);
    expect(post.htmlBody).toMatch(/<a [^>]*href="https:\/\/acme\.example\/x"[^>]*>ok<\/a>/);
    expect(post.htmlBody).toContain('rel="noopener noreferrer nofollow"');
    expect(post.htmlBody).not.toContain(">bad</a>");
    expect(post.body).toContain("Nous serons au salon");
    expect(post.lang).toBe("fr");
    expect(await channelRows(post._id)).toEqual([
      expect.objectContaining({ channelId: events, status: "published", lang: "fr", archivedAt: null }),
    ]);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ["missing title", { type: "article", htmlBody: "x", channelList: [] }, /title/],
    ["blank title", { type: "article", title: "   ", channelList: [{ _id: "0".repeat(24) }] }, /title/],
    [
      "title over 300",
      { type: "article", title: "x".repeat(301), channelList: [{ _id: "0".repeat(24) }] },
      /title/,
    ],
    ["wrong type", { type: "poem", title: "x", channelList: [{ _id: "0".repeat(24) }] }, /type/],
    ["link without url", { type: "link", title: "x", channelList: [{ _id: "0".repeat(24) }] }, /url/],
    [
      "javascript: url",
      { type: "link", title: "x", url: "javascript:alert(1)", channelList: [{ _id: "0".repeat(24) }] },
      /url/,
    ],
    [
      "image post without images",
      { type: "image", title: "x", channelList: [{ _id: "0".repeat(24) }] },
      /imageMetadataList/,
    ],
    [
      "survey without questions",
      { type: "survey", title: "x", survey: { questionList: [] }, channelList: [{ _id: "0".repeat(24) }] },
      /question/,
    ],
    ["no channel", { type: "article", title: "x", channelList: [] }, /channel/i],
    [
      "unknown channel",
      { type: "article", title: "x", channelList: [{ _id: "0".repeat(24) }] },
      /Unknown channel/,
    ],
  ])("400 for %s", async (_name, body, message) => {
    const response = await admin.post("/api/post3", body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it("the image count follows the selected networks: 'Upload up to 4 images' with Twitter", async () => {
    const body = {
      type: "image",
      title: "Booth photos",
      imageMetadataList: [1, 2, 3, 4, 5].map(image),
      socnetSet: { twitter: { sharePoint: 5, commentSet: ["Come see us"] } },
      channelList: [{ _id: events }],
    };
    const refused = await admin.post("/api/post3", body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Upload up to 4 images");
    const accepted = await admin.post("/api/post3", { ...body, imageMetadataList: [1, 2, 3].map(image) });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().post.socnetSet.twitter).toMatchObject({
      sharePoint: 5,
      commentSet: ["Come see us"],
    });
  });

  it("a sharer proposes (status they send is ignored), earns proposePostPoint and it waits in Proposed", async () => {
    const before = await starOf(DEMO_USERS.sharer);
    const counters = (await admin.get("/api/post3/counters")).json();
    const response = await emma.post("/api/post3", {
      type: "link",
      title: "Great article about our industry",
      url: "https://example.com/story",
      channelList: [{ _id: companyNews, status: "published" }],
      isPostInstantPushEnabled: true,
      featured: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { type, post } = response.json();
    expect(type).toBe("incoming");
    expect(post.status).toBe("proposed");
    expect(post.isPostInstantPushEnabled).toBe(false);
    expect(post.featuredAt).toBeNull();
    expect(await channelRows(post._id)).toEqual([
      expect.objectContaining({ status: "proposed", publishedAt: null }),
    ]);
    expect(await starOf(DEMO_USERS.sharer)).toBe((before ?? 0) + 5);
    // Acme runs rewards, so the proposal earns as many Coins as Stars (the one rule of the ledger).
    const ledger = await rowsOf<{ points: number; coins: number; reason: string }>(
      t.database.db,
      sql`SELECT points, coins, reason FROM point_ledger WHERE post_id = ${post._id}`,
    );
    expect(ledger).toEqual([{ points: 5, coins: 5, reason: "propose_post" }]);
    const after = (await admin.get("/api/post3/counters")).json();
    expect(after.proposedCount).toBe(counters.proposedCount + 1);
  });

  it("a sharer may not post in a private channel they do not read", async () => {
    const leadership = await channelFixtures(t).channelId("Leadership");
    const response = await emma.post("/api/post3", article(leadership));
    expect(response.statusCode).toBe(403);
  });

  it("a survey (not shareable) from a sharer is published when the company lets users publish", async () => {
    const response = await emma.post("/api/post3", {
      type: "survey",
      title: "Where should we go for the summer party?",
      survey: {
        questionList: [
          { type: "singlechoice", question: "Pick one", optionList: [{ text: "Lake" }, { text: "City" }] },
        ],
      },
      channelList: [{ _id: companyNews }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().type).toBe("published");
    expect(response.json().post.survey.questionList[0]._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it("a future publishedAt answers 'schedule'", async () => {
    const publishedAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const response = await admin.post("/api/post3", article(productUpdates, { publishedAt }));
    expect(response.json()).toMatchObject({ type: "schedule", post: { status: "scheduled" } });
  });

  it("an archive date before the publication date is refused", async () => {
    const response = await admin.post(
      "/api/post3",
      article(events, { publishedAt: "2030-01-02T00:00:00Z", archivedAt: "2030-01-01T00:00:00Z" }),
    );
    expect(response.statusCode).toBe(400);
  });

  it("adminsOnlyPosting: only admin-level may post", async () => {
    await t.database.db.execute(sql`UPDATE company SET admins_only_posting = true WHERE id = ${acmeId}`);
    try {
      expect((await emma.post("/api/post3", article(companyNews))).statusCode).toBe(403);
      expect((await chloe.post("/api/post3", article(events))).statusCode).toBe(403);
      expect((await admin.post("/api/post3", article(events))).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`UPDATE company SET admins_only_posting = false WHERE id = ${acmeId}`);
    }
  });
});

describe("curating: approve and reject per channel", () => {
  it("the manager approves a sharer's proposal and it appears in the sharer's feed", async () => {
    const proposal = (
      await emma.post("/api/post3", {
        type: "link",
        title: "Proposal for approval",
        url: "https://example.com/approve-me",
        channelList: [{ _id: events }],
      })
    ).json().post;
    const before = (await chloe.get("/api/post3/counters")).json();
    const approved = await chloe.put(`/api/post3/${proposal._id}/channel/${events}/status`, {
      status: "approved",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ type: "published", post: { status: "published" } });
    const after = (await chloe.get("/api/post3/counters")).json();
    expect(after.proposedCount).toBe(before.proposedCount - 1);
    await t.database.db.execute(
      sql`INSERT INTO channel_subscription (company_id, channel_id, user_id)
          SELECT company_id, ${events}, id FROM app_user WHERE email = ${DEMO_USERS.sharer} ON CONFLICT DO NOTHING`,
    );
    const feed = (await emma.get(`/api/post3?type=published&channelId=${events}`)).json();
    expect(feed.postList.map((p: { _id: string }) => p._id)).toContain(proposal._id);
  });

  it("rejecting moves it to Rejected; counters never go below 0", async () => {
    const counters = async () => (await chloe.get("/api/post3/counters")).json();
    const decide = (postId: string, channelId: string, status: string) =>
      chloe.put(`/api/post3/${postId}/channel/${channelId}/status`, { status });
    // Empty Chloe's Proposed bucket first, so the last decision happens at the floor.
    for (let round = 0; (await counters()).proposedCount > 0; round++) {
      expect(round).toBeLessThan(20);
      const incoming: Post[] = (await chloe.get("/api/post3?type=incoming&pageSize=50")).json().postList;
      for (const post of incoming)
        for (const c of post.fullChannelList.filter((c) => c.isManager && c.status === "proposed"))
          expect((await decide(post._id, c._id, "rejected")).statusCode).toBe(200);
    }
    const proposal = (
      await emma.post("/api/post3", {
        type: "article",
        title: "Reject me",
        body: "Nope",
        channelList: [{ _id: events }],
      })
    ).json().post;
    const before = await counters();
    expect(before.proposedCount).toBe(1);
    expect((await decide(proposal._id, events, "rejected")).statusCode).toBe(200);
    const after = await counters();
    expect(after).toEqual({ ...before, proposedCount: 0, rejectedCount: before.rejectedCount + 1 });
    expect(await channelRows(proposal._id)).toEqual([expect.objectContaining({ status: "rejected" })]);
    // Deciding the same rejection again moves nothing: Proposed stays at 0, not -1.
    expect((await decide(proposal._id, events, "rejected")).statusCode).toBe(200);
    expect(await counters()).toEqual(after);
    // Editing drops rejected channels: the manager re-saves with the rejected status (and moves the
    // post to another channel, as a post needs one).
    const edited = await chloe.put(`/api/post3/${proposal._id}`, {
      channelList: [{ _id: events, status: "rejected" }, { _id: productUpdates }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await channelRows(proposal._id)).map((row) => row.channelId)).toEqual([productUpdates]);
    expect(await counters()).toMatchObject({ proposedCount: 0, rejectedCount: before.rejectedCount });
  });

  it("a manager of another channel may not decide (403); bad status and unknown channel are refused", async () => {
    const proposal = (
      await emma.post("/api/post3", {
        type: "article",
        title: "News idea",
        body: "x",
        channelList: [{ _id: companyNews }, { _id: events }],
      })
    ).json().post;
    expect(
      (await chloe.put(`/api/post3/${proposal._id}/channel/${companyNews}/status`, { status: "approved" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await admin.put(`/api/post3/${proposal._id}/channel/${companyNews}/status`, { status: "published" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await admin.put(`/api/post3/${proposal._id}/channel/${productUpdates}/status`, { status: "approved" }))
        .statusCode,
    ).toBe(404);
    const rows = await channelRows(proposal._id);
    expect(rows.map((row) => row.status)).toEqual(["proposed", "proposed"]);
  });
});

describe("PUT /api/post3/{postId}", () => {
  it("the owner's edit keeps a proposed channel proposed even when they send published", async () => {
    const proposal = (
      await emma.post("/api/post3", {
        type: "article",
        title: "Draft idea",
        body: "First",
        channelList: [{ _id: companyNews }],
      })
    ).json().post;
    const edited = await emma.put(`/api/post3/${proposal._id}`, {
      title: "Better idea",
      channelList: [{ _id: companyNews, status: "published" }],
      publishedAt: new Date().toISOString(),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ type: "incoming", post: { title: "Better idea", body: "First" } });
    expect(await channelRows(proposal._id)).toEqual([
      expect.objectContaining({ status: "proposed", publishedAt: null }),
    ]);
  });

  it("the abilities sent are the policy the route enforces: a content writer may edit", async () => {
    const { post } = (await admin.post("/api/post3", article(companyNews))).json();
    const abilitiesOf = async () => (await emma.get(`/api/post3/${post._id}`)).json().abilities;
    expect(await abilitiesOf()).toMatchObject({ canEdit: false, canDelete: false, canManage: false });
    expect((await emma.put(`/api/post3/${post._id}`, { title: "Not mine" })).statusCode).toBe(403);

    const emmaId = await t.userId(DEMO_USERS.sharer);
    await t.database.db.execute(sql`UPDATE post SET content_writer_id = ${emmaId} WHERE id = ${post._id}`);
    expect(await abilitiesOf()).toMatchObject({ canEdit: true, canDelete: true, canManage: false });
    const edited = await emma.put(`/api/post3/${post._id}`, { title: "Written for the admin" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().post.abilities).toMatchObject({ canEdit: true, canManage: false });
  });

  it("archive, reactivate (default expiration) and schedule follow §4", async () => {
    const { post } = (await chloe.post("/api/post3", article(events))).json();
    const archived = await chloe.put(`/api/post3/${post._id}`, { action: "archive" });
    expect(archived.json().post.status).toBe("archived");
    const [a] = await channelRows(post._id);
    expect(new Date(a!.archivedAt!).getTime() - new Date(a!.publishedAt!).getTime()).toBe(1000);

    const reactivated = await chloe.put(`/api/post3/${post._id}`, { action: "reactivate" });
    expect(reactivated.json().post.status).toBe("published");
    const [r] = await channelRows(post._id);
    expect(new Date(r!.archivedAt!).getTime() - new Date(r!.publishedAt!).getTime()).toBe(14 * 86_400_000);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await chloe.put(`/api/post3/${post._id}`, {
      action: "schedule",
      publishedAt: future,
      archivedAt: null,
    });
    expect(scheduled.json()).toMatchObject({ type: "schedule", post: { status: "scheduled" } });
  });

  it("clearing the schedule on edit (publishedAt null) publishes a scheduled post now; a published one keeps its date", async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { post } = (await chloe.post("/api/post3", article(events, { publishedAt: future }))).json();
    expect(post.status).toBe("scheduled");
    const before = Date.now();
    const cleared = await chloe.put(`/api/post3/${post._id}`, { title: "Now, not later", publishedAt: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ type: "published", post: { status: "published" } });
    const [row] = await channelRows(post._id);
    const wentOut = new Date(row!.publishedAt!).getTime();
    expect(wentOut).toBeGreaterThanOrEqual(before - 1000);
    expect(wentOut).toBeLessThanOrEqual(Date.now());

    // Editing the now-published post again with no schedule does not move its date.
    const again = await chloe.put(`/api/post3/${post._id}`, { title: "Edited later", publishedAt: null });
    expect(again.json().type).toBe("published");
    const [after] = await channelRows(post._id);
    expect(new Date(after!.publishedAt!).getTime()).toBe(wentOut);
  });

  it("addImage appends images within the limit", async () => {
    const { post } = (
      await admin.post("/api/post3", {
        type: "image",
        title: "Gallery",
        imageMetadataList: [image(1)],
        channelList: [{ _id: events }],
      })
    ).json();
    const added = await admin.put(`/api/post3/${post._id}`, {
      action: "addImage",
      imageMetadataList: [image(2), image(3)],
    });
    expect(added.json().post.imageMetadataList).toHaveLength(3);
    const tooMany = await admin.put(`/api/post3/${post._id}`, {
      action: "addImage",
      imageMetadataList: [4, 5, 6, 7, 8, 9, 10, 11].map(image),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("Upload up to 10 images");
  });

  it("a manager's edit: approved and status-less channels become published, rejected ones are dropped", async () => {
    const proposal = (
      await emma.post("/api/post3", {
        type: "article",
        title: "Two channels",
        body: "x",
        channelList: [{ _id: events }, { _id: productUpdates }],
      })
    ).json().post;
    const edited = await chloe.put(`/api/post3/${proposal._id}`, {
      channelList: [
        { _id: events, status: "approved" },
        { _id: productUpdates, status: "rejected" },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await channelRows(proposal._id)).toEqual([
      expect.objectContaining({ channelId: events, status: "published" }),
    ]);
  });

  it("edits are refused when the result is not a valid post, or for someone who may not edit", async () => {
    const { post } = (
      await admin.post("/api/post3", {
        type: "link",
        title: "L",
        url: "https://example.com",
        channelList: [{ _id: companyNews }],
      })
    ).json();
    expect((await admin.put(`/api/post3/${post._id}`, { url: null })).statusCode).toBe(400);
    expect((await admin.put(`/api/post3/${post._id}`, { action: "fly" })).statusCode).toBe(400);
    const byOther = await emma.put(`/api/post3/${post._id}`, { title: "Hijacked" });
    expect(byOther.statusCode).toBe(403);
    expect((await admin.get(`/api/post3/${post._id}`)).json().title).toBe("L");
  });
});

describe("DELETE /api/post3/{postId}", () => {
  it("the owner deletes; the post leaves feeds and counters; others get 403", async () => {
    const { post } = (await chloe.post("/api/post3", article(events))).json();
    expect((await emma.delete(`/api/post3/${post._id}`)).statusCode).toBe(403);
    const response = await chloe.delete(`/api/post3/${post._id}`);
    expect(response.statusCode).toBe(200);
    expect((await chloe.get(`/api/post3/${post._id}`)).statusCode).toBe(404);
    expect(await channelRows(post._id)).toEqual([]);
    expect((await chloe.delete(`/api/post3/${post._id}`)).statusCode).toBe(404);
  });
});

describe("campaigns on posts", () => {
  it("a post names an existing campaign; deleting the campaign clears it", async () => {
    const campaign = (await admin.post("/api/campaign", { name: "Spring launch", color: "#aa00cc" })).json();
    expect(campaign).toMatchObject({ name: "Spring launch", color: "#AA00CC" });
    expect((await admin.post("/api/post3", article(events, { campaignId: "0".repeat(24) }))).statusCode).toBe(
      400,
    );
    const { post } = (await admin.post("/api/post3", article(events, { campaignId: campaign._id }))).json();
    expect(post).toMatchObject({
      campaignId: campaign._id,
      campaignName: "Spring launch",
      campaignColor: "#AA00CC",
    });
    expect((await admin.delete(`/api/campaign/${campaign._id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/post3/${post._id}`)).json().campaignId).toBeNull();
  });
});

describe("scheduled announcement", () => {
  it("a post with instant push is announced once to the subscribers of its channel", async () => {
    const subscribers = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM channel_subscription s JOIN app_user u ON u.id = s.user_id
           WHERE s.channel_id = ${events} AND u.is_active AND u.email <> ${DEMO_USERS.channel_manager}`,
    );
    const publishedAt = new Date(Date.now() + 1500).toISOString();
    const { post } = (
      await chloe.post(
        "/api/post3",
        article(events, { title: "Doors open now", isPostInstantPushEnabled: true, publishedAt }),
      )
    ).json();
    // Saving again with the same date queues nothing new.
    await chloe.put(`/api/post3/${post._id}`, { title: "Doors open now!" });
    const count = async () =>
      (
        await rowsOf<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM notification WHERE web_url = ${`/preview/${post._id}`}`,
        )
      )[0]?.n ?? 0;
    // One job for the one publication; once it has completed, nothing more will be announced.
    const states = await eventually(
      () => jobStates(t.database.db, ANNOUNCE_POST, { postId: post._id }),
      (all) => all.length > 0 && all.every((state) => state === "completed"),
    );
    expect(states).toEqual(["completed"]);
    expect(await count()).toBeGreaterThan(0);
    expect(await count()).toBeLessThanOrEqual(subscribers[0]?.n ?? 0);
    const announcements = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM post_announcement WHERE post_id = ${post._id}`,
    );
    expect(announcements[0]?.n).toBe(1);
  }, 30_000);
});
