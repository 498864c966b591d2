import { newObjectId } from "@chorus/shared/ids/object-id";
import { pointLedger, postView, readConfirmation, shareClick } from "../../db/schema/index.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import { factories } from "../../test/factories.ts";
import { DEMO_PASSWORD, type TestApp, type TestClient } from "../../test/test-app.ts";
import { rollUpAnalytics } from "./rollup.service.ts";

export const TODAY = new Date().toISOString().slice(0, 10);
export const RANGE = `from=${TODAY}&to=${TODAY}`;

/**
 * A company of its own with a known set of events, rolled up:
 * - channels: `news` (no group, analysed by `analyst`), `sales` (in group `north`), `misc`.
 * - posts: `launch` (news, a campaign), `deal` (sales, asks for read confirmation), `cross` (news and
 *   sales), `other` (misc), `video` (misc, a video), `formula` (misc, a title starting with "=").
 * - `alice` (group north) shares `launch` on LinkedIn (3 clicks); `bob` shares `other` on X (1 click).
 * - views: alice launch, bob launch, alice deal; likes: bob on cross; a comment by alice on deal;
 *   alice confirms reading `deal`; alice earns 10 points.
 */
export async function buildAnalyticsWorld(t: TestApp) {
  const make = factories(t.database.db);
  const db = t.database.db;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const company = await make.company({ name: "Analytics Inc" });
  const c = company.id;
  const n = company.subdomain;
  const user = (name: string, o: { role?: "admin" | "sharer" | "group_admin" | "smarper" } = {}) =>
    make.user(c, {
      email: `${name}@${n}.example`,
      firstName: name,
      lastName: "Tester",
      passwordHash,
      role: o.role,
      lastActiveAt: new Date(),
    });
  const admin = await user("ada", { role: "admin" });
  const analyst = await user("anton");
  const groupAdmin = await user("gus", { role: "group_admin" });
  const alice = await user("alice");
  const bob = await user("bob");
  const invited = await make.user(c, { email: `ivy@${n}.example`, firstName: "Ivy", lastName: "Invited" });
  const north = await make.group(c, { name: "North", adminIds: [groupAdmin.id], memberIds: [alice.id] });
  const news = await make.channel(c, {
    name: "News",
    analystIds: [analyst.id],
    subscriberIds: [alice.id, bob.id],
  });
  const sales = await make.channel(c, { name: "Sales", groupId: north.id, subscriberIds: [alice.id] });
  const misc = await make.channel(c, { name: "Misc", subscriberIds: [alice.id] });
  const campaign = await make.campaign(c, { name: "Spring" });
  const post = (channelIds: string[], o: Record<string, unknown> = {}) =>
    make.post(c, { createdBy: admin.id, channelIds, ...o });
  const launch = await post([news.id], { title: "Launch day", campaignId: campaign.id });
  const deal = await post([sales.id], { title: "Big deal", isReadConfirmationRequired: true });
  const cross = await post([news.id, sales.id], { title: "Cross post" });
  const other = await post([misc.id], { title: "Other news" });
  const video = await post([misc.id], {
    title: "Video",
    type: "video",
    videoUrl: "https://cdn.example/v.mp4",
  });
  const formula = await post([misc.id], { title: '=HYPERLINK("http://evil.example","x")' });

  const aliceShare = await make.share(c, { postId: launch.id, userId: alice.id, media: "linkedin" });
  const bobShare = await make.share(c, { postId: other.id, userId: bob.id, media: "twitter" });
  for (const fingerprint of ["a", "b", "c"])
    await db.insert(shareClick).values({ companyId: c, shareId: aliceShare.id, fingerprint });
  await db.insert(shareClick).values({ companyId: c, shareId: bobShare.id, fingerprint: "d" });
  for (const [postId, userId] of [
    [launch.id, alice.id],
    [launch.id, bob.id],
    [deal.id, alice.id],
  ] as const)
    await db.insert(postView).values({ companyId: c, postId, userId, day: TODAY, source: "feed" });
  await make.like(c, { postId: cross.id, userId: bob.id });
  await make.comment(c, { objectId: deal.id, addedBy: alice.id });
  await db.insert(readConfirmation).values({ companyId: c, postId: deal.id, userId: alice.id });
  await db
    .insert(pointLedger)
    .values({ id: newObjectId(), companyId: c, userId: alice.id, points: 10, reason: "share" });
  await rollUpAnalytics(db);

  const signIn = (email: string | null): Promise<TestClient> => t.signIn(email ?? "");
  return {
    make,
    companyId: c,
    users: { admin, analyst, groupAdmin, alice, bob, invited },
    groups: { north },
    channels: { news, sales, misc },
    campaign,
    posts: { launch, deal, cross, other, video, formula },
    signIn: {
      admin: () => signIn(admin.email),
      analyst: () => signIn(analyst.email),
      groupAdmin: () => signIn(groupAdmin.email),
      alice: () => signIn(alice.email),
    },
  };
}
