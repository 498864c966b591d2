import { eq, sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows.ts";
import { company } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { eventually, jobStates } from "../../test/job-states.ts";
import type { TestApp, TestClient } from "../../test/test-app.ts";

/** Turns the email lab on (or off) for a company. */
export async function setEmailLab(t: TestApp, subdomain: string, labs: string[] = ["email_newsletters_lab"]) {
  await t.database.db.update(company).set({ labList: labs }).where(eq(company.subdomain, subdomain));
}

/** A team of `size` fresh users of the company (their addresses unique to this call). */
export async function teamOf(t: TestApp, subdomain: string, size: number, tag: string) {
  const f = factories(t.database.db);
  const companyId = await t.companyId(subdomain);
  const members = [];
  for (let i = 0; i < size; i++)
    members.push(
      await f.user(companyId, { email: `${tag}-${i}@${subdomain}.example`, firstName: `${tag}${i}` }),
    );
  const team = await f.team(companyId, { name: `Team ${tag}`, memberIds: members.map((m) => m.id) });
  return { companyId, team, members, emails: members.map((m) => m.email as string) };
}

/** A published post of the company in a new public channel. */
export async function livePost(
  t: TestApp,
  subdomain: string,
  title: string,
  o: { featuredForEmail?: boolean } = {},
) {
  const f = factories(t.database.db);
  const companyId = await t.companyId(subdomain);
  const author = await t.userId("ada@acme.example");
  const channel = await f.channel(companyId, {});
  return f.post(companyId, {
    createdBy: author,
    channelIds: [channel.id],
    title,
    body: `About ${title}.`,
    ...(o.featuredForEmail ? { featuredForEmailAt: new Date() } : {}),
  });
}

/** A draft to a list holding one team, with a heading and a post: ready to send. */
export async function readyCampaign(
  client: TestClient,
  teamId: string,
  postId: string,
  name = "Weekly news",
) {
  const list = (await client.post("/api/mailing/mailing-list", { name: `${name} list` })).json();
  await client.post(`/api/mailing/mailing-list/${list._id}/recipient`, {
    entityType: "team",
    entityId: teamId,
  });
  const campaign = (
    await client.post("/api/mailing/campaign", {
      name,
      subject: `${name} subject`,
      blocks: [
        { type: "heading", id: "h1", text: "Hello team" },
        { type: "post", id: "p1", postId },
      ],
      mailingListIdList: [list._id],
    })
  ).json();
  return { list, campaign };
}

/** Until every start and batch job of the campaign has completed. */
export async function campaignJobsDone(t: TestApp, campaignId: string) {
  return eventually(
    async () => [
      ...(await jobStates(t.database.db, "mailing.start", { campaignId })),
      ...(await jobStates(t.database.db, "mailing.batch", { campaignId })),
    ],
    (states) => states.length > 0 && states.every((s) => s === "completed"),
    30_000,
  );
}

export async function outboxTo(t: TestApp, email: string, kind = "newsletter") {
  return rowsOf<{ subject: string; html: string; text: string }>(
    t.database.db,
    sql`SELECT subject, html, text FROM mail_outbox WHERE to_address = ${email} AND kind = ${kind} ORDER BY created_at`,
  );
}
