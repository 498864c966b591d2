import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.ts";
import { eventually } from "../../test/job-states.ts";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { campaignJobsDone, livePost, readyCampaign, setEmailLab, teamOf } from "./mailing.test-helpers.ts";
import { type EnvelopeCatcher, startEnvelopeCatcher } from "./smtp-envelope.test-helpers.ts";

const WEBHOOK_SECRET = "bounce-secret-for-tests";
let t: TestApp;
let smtp: EnvelopeCatcher;
beforeAll(async () => {
  smtp = await startEnvelopeCatcher();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Acme News <news@acme.example>",
    JOBS_POLL_INTERVAL_SECONDS: "0.5",
    MAILING_RATE_PER_SECOND: "200",
    MAILING_BATCH_SIZE: "2",
    MAILING_BOUNCE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MAILING_VERP_DOMAIN: "bounces.acme.example",
  });
  await setEmailLab(t, "acme");
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (email: string, subject: string) =>
  smtp.caught.filter((c) => c.to === email && c.mail.subject === subject);

async function sendAndWait(campaignId: string) {
  const ada = await t.signIn(DEMO_USERS.admin);
  expect((await ada.post(`/api/mailing/campaign/${campaignId}/send`, {})).statusCode).toBe(200);
  await campaignJobsDone(t, campaignId);
  return (await ada.get(`/api/mailing/campaign/${campaignId}`)).json();
}

describe("newsletter delivery over SMTP", () => {
  it("fans out in batches, one mail per member, with one-click unsubscribe headers and a VERP return path", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const { team, emails } = await teamOf(t, "acme", 5, "smtp");
    const post = await livePost(t, "acme", "Quarterly results");
    const { campaign } = await readyCampaign(ada, team.id, post.id, "Quarterly");
    const sent = await sendAndWait(campaign._id);
    expect(sent.status).toBe("sent");
    expect(sent.stats).toMatchObject({ recipients: 5, delivered: 5, pending: 0 });
    // Five addresses in batches of two: three batch jobs.
    const batches = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mailing.batch' AND data->>'campaignId' = ${campaign._id}`,
    );
    expect(batches[0]?.n).toBe(3);
    for (const email of emails) {
      const mails = mailsTo(email, "Quarterly subject");
      expect(mails).toHaveLength(1);
      const caught = mails[0];
      const mail = caught?.mail;
      expect(caught?.header("list-unsubscribe")).toMatch(
        /^<http:\/\/\S+\/api\/mailing\/unsubscribe\?token=[^>]+>/,
      );
      expect(caught?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(caught?.envelopeFrom).toMatch(/^bounce\+[0-9a-f]{24}\.[\w-]+@bounces\.acme\.example$/);
      expect(mail?.from?.text).toBe('"Quarterly" <news@acme.example>');
      expect(mail?.html).toContain("Quarterly results");
      expect(mail?.text).toContain("Quarterly results");
    }
  });

  it("one-click unsubscribe and a bounce suppress the address for later campaigns; both are counted", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const { team, emails } = await teamOf(t, "acme", 3, "suppress");
    const [leaver, bouncer, stayer] = emails as [string, string, string];
    const post = await livePost(t, "acme", "First issue");
    const first = (await readyCampaign(ada, team.id, post.id, "First")).campaign;
    await sendAndWait(first._id);

    const toLeaver = mailsTo(leaver, "First subject")[0];
    const unsubscribeUrl = new URL(/<([^>]+)>/.exec(toLeaver?.header("list-unsubscribe") ?? "")?.[1] ?? "");
    // A GET (a link scanner) only asks; the POST mail clients send does it.
    const asked = await t.client().get(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<form method="post"');
    const done = await t.app.inject({
      method: "POST",
      url: `${unsubscribeUrl.pathname}${unsubscribeUrl.search}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You have been unsubscribed.");
    const forged = await t.app.inject({
      method: "POST",
      url: `/api/mailing/unsubscribe?token=${"x".repeat(20)}.abc`,
    });
    expect(forged.statusCode).toBe(400);

    const toBouncer = mailsTo(bouncer, "First subject")[0];
    const returnPath = toBouncer?.envelopeFrom ?? "";
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/mailing/bounce",
      payload: { returnPath },
    });
    expect(refused.statusCode).toBe(404);
    const bounced = await t.app.inject({
      method: "POST",
      url: "/api/mailing/bounce",
      headers: { "x-mailing-webhook-secret": WEBHOOK_SECRET },
      payload: { returnPath, reason: "550 mailbox unavailable" },
    });
    expect(bounced.json()).toEqual({ matched: true });

    const stats = (await ada.get(`/api/mailing/campaign/${first._id}`)).json().stats;
    expect(stats).toMatchObject({ recipients: 3, delivered: 3, bounced: 1, unsubscribes: 1 });
    expect((await ada.get(`/api/mailing/campaign/${first._id}/bounced`)).json().bouncedList).toEqual([
      { email: bouncer, bouncedAt: expect.any(String), reason: "550 mailbox unavailable" },
    ]);

    const second = (await readyCampaign(ada, team.id, post.id, "Second")).campaign;
    const after = await sendAndWait(second._id);
    expect(after.stats).toMatchObject({ recipients: 3, delivered: 1, suppressed: 2 });
    expect(mailsTo(stayer, "Second subject")).toHaveLength(1);
    expect(mailsTo(leaver, "Second subject")).toHaveLength(0);
    expect(mailsTo(bouncer, "Second subject")).toHaveLength(0);
  });

  it("counts opens by the pixel and post clicks through the share short link, once in share clicks and on the campaign", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const { team, emails } = await teamOf(t, "acme", 2, "track");
    const post = await livePost(t, "acme", "Tracked story");
    const { campaign } = await readyCampaign(ada, team.id, post.id, "Tracked");
    await sendAndWait(campaign._id);
    const mail = mailsTo(emails[0] as string, "Tracked subject")[0]?.mail;
    const other = mailsTo(emails[1] as string, "Tracked subject")[0]?.mail;
    const pixel = /src="(http[^"]+\/api\/mailing\/open\/[^"]+)"/.exec(String(mail?.html))?.[1];
    expect(pixel).toBeDefined();
    const opened = await t.client().get(new URL(pixel as string).pathname);
    expect(opened.headers["content-type"]).toBe("image/gif");

    // Read more is the campaign's share short link with this recipient's token; the HTML button too.
    const readMore = new URL(/Read more: (\S+)/.exec(String(mail?.text))?.[1] as string);
    const otherReadMore = new URL(/Read more: (\S+)/.exec(String(other?.text))?.[1] as string);
    expect(readMore.pathname).toMatch(/^\/s\/[A-Za-z0-9_-]{6,32}$/);
    expect(otherReadMore.pathname).toBe(readMore.pathname);
    expect(readMore.searchParams.get("r")).not.toBe(otherReadMore.searchParams.get("r"));
    expect(String(mail?.html)).toContain(`href="${readMore.href.replace(/&/g, "&amp;")}"`);
    const code = readMore.pathname.slice(3);
    const [link] = await rowsOf<{ id: string; status: string; media: string; post_id: string }>(
      t.database.db,
      sql`SELECT s.id, s.status, s.media, s.post_id FROM mailing_campaign_link l
            JOIN share s ON s.id = l.share_id AND s.company_id = l.company_id
           WHERE l.campaign_id = ${campaign._id} AND s.short_code = ${code}`,
    );
    expect(link).toMatchObject({ status: "newsletter", media: "email", post_id: post.id });
    const shareClicks = async () =>
      (
        await rowsOf<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM share_click WHERE share_id = ${link?.id}`,
        )
      )[0]?.n;

    const visit = (url: URL, userAgent: string) =>
      t.client().get(`${url.pathname}${url.search}`, { "user-agent": userAgent });
    const followed = await visit(readMore, "reader-one");
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toMatch(
      new RegExp(`/preview/${post.id}\\?utm_source=newsletter&utm_medium=email$`),
    );
    expect(await shareClicks()).toBe(1);
    // The same reader again the same day: one share click, one clicking recipient.
    expect((await visit(readMore, "reader-one")).statusCode).toBe(302);
    expect(await shareClicks()).toBe(1);
    let stats = (await ada.get(`/api/mailing/campaign/${campaign._id}`)).json().stats;
    expect(stats).toMatchObject({ opens: 1, clicks: 1 });

    // A forged recipient token still leads to the post and counts the visitor, but no recipient.
    const forged = new URL(readMore.href);
    forged.searchParams.set("r", `${"0".repeat(24)}.AAAAAAAAAAAAAAAA`);
    expect((await visit(forged, "someone-else")).statusCode).toBe(302);
    expect(await shareClicks()).toBe(2);
    stats = (await ada.get(`/api/mailing/campaign/${campaign._id}`)).json().stats;
    expect(stats).toMatchObject({ clicks: 1 });

    // The second recipient's click is theirs: two clicking recipients.
    expect((await visit(otherReadMore, "reader-two")).statusCode).toBe(302);
    stats = (await ada.get(`/api/mailing/campaign/${campaign._id}`)).json().stats;
    expect(stats).toMatchObject({ clicks: 2 });
    expect(await shareClicks()).toBe(3);

    // Nobody earns points for a newsletter's clicks, and the author sees no share of theirs.
    const [points] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM point_ledger WHERE post_id = ${post.id} AND reason = 'unique_click'`,
    );
    expect(points?.n).toBe(0);
    expect((await ada.get(`/api/share?postId=${post.id}`)).json().shareList).toEqual([]);
  });

  it("an outside link goes through the signed click route, which only redirects where it was signed for", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const { team, emails } = await teamOf(t, "acme", 1, "outside");
    const post = await livePost(t, "acme", "Outside story");
    const { campaign } = await readyCampaign(ada, team.id, post.id, "Outside");
    const withButton = [
      ...campaign.blocks,
      { type: "button", id: "b1", label: "Our site", url: "https://www.acme.example/about" },
    ];
    expect((await ada.put(`/api/mailing/campaign/${campaign._id}`, { blocks: withButton })).statusCode).toBe(
      200,
    );
    await sendAndWait(campaign._id);
    const mail = mailsTo(emails[0] as string, "Outside subject")[0]?.mail;
    const tracked = new URL(/Our site: (\S+)/.exec(String(mail?.text))?.[1] as string);
    expect(tracked.pathname).toMatch(/^\/api\/mailing\/click\//);
    const followed = await t.client().get(`${tracked.pathname}${tracked.search}`);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe("https://www.acme.example/about");
    tracked.searchParams.set("url", "https://evil.example/");
    expect((await t.client().get(`${tracked.pathname}${tracked.search}`)).statusCode).toBe(404);
    const stats = (await ada.get(`/api/mailing/campaign/${campaign._id}`)).json().stats;
    expect(stats).toMatchObject({ clicks: 1 });
  });

  it("a campaign cancelled while sending stops: no further addresses get it", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const { team } = await teamOf(t, "acme", 4, "cancelme");
    const post = await livePost(t, "acme", "Stopped story");
    const { campaign } = await readyCampaign(ada, team.id, post.id, "Stopped");
    // Cancelled before its start job ran: nothing goes out.
    await t.database.db.execute(
      sql`UPDATE mailing_campaign SET status = 'cancelled' WHERE id = ${campaign._id}`,
    );
    const response = await ada.post(`/api/mailing/campaign/${campaign._id}/send`, {});
    expect(response.statusCode).toBe(409);
    const states = await eventually(
      () =>
        rowsOf<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM mailing_delivery WHERE campaign_id = ${campaign._id}`,
        ),
      () => true,
    );
    expect(states[0]?.n).toBe(0);
    expect(smtp.caught.filter((c) => c.mail.subject === "Stopped subject")).toHaveLength(0);
  });
});
