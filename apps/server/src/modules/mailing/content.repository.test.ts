import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { type Factories, factories, type PostStatus } from "../../test/factories.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { findFeaturedForEmail, findLivePosts } from "./content.repository.ts";

let database: Database;
let make: Factories;
beforeAll(async () => {
  database = await openTestDatabase();
  make = factories(database.db);
});
afterAll(() => database.close());

const DAY_MS = 86_400_000;

/**
 * What a newsletter may show follows the feed's one definition of a live post: the cases are the
 * post-channel states of core §3 (and a published row whose publication date has not come yet,
 * which the feed lists under Scheduled).
 */
const CASES: {
  name: string;
  status: PostStatus;
  publishedInDays?: number;
  deleted?: boolean;
  live: boolean;
}[] = [
  { name: "published an hour ago", status: "published", live: true },
  { name: "approved (published by a manager)", status: "approved", live: true },
  { name: "published, dated tomorrow", status: "published", publishedInDays: 1, live: false },
  { name: "scheduled", status: "scheduled", live: false },
  { name: "archived", status: "archived", live: false },
  { name: "proposed", status: "proposed", live: false },
  { name: "rejected", status: "rejected", live: false },
  { name: "published but deleted", status: "published", deleted: true, live: false },
];

describe("newsletter content: only live posts", () => {
  it.each(CASES)("$name → live: $live", async ({ status, publishedInDays, deleted, live }) => {
    const company = await make.company();
    const author = await make.user(company.id, { role: "admin" });
    const channel = await make.channel(company.id);
    const post = await make.post(company.id, {
      createdBy: author.id,
      channelIds: [channel.id],
      status,
      featuredForEmailAt: new Date(),
      ...(deleted && { deletedAt: new Date() }),
    });
    if (publishedInDays !== undefined)
      await database.db.execute(
        sql`UPDATE post_channel SET published_at = ${new Date(Date.now() + publishedInDays * DAY_MS).toISOString()}::timestamptz
             WHERE company_id = ${company.id} AND post_id = ${post.id}`,
      );

    const picked = await findLivePosts(database.db, company.id, [post.id]);
    const featured = await findFeaturedForEmail(database.db, company.id, 10);
    expect(picked.map((p) => p.id)).toEqual(live ? [post.id] : []);
    expect(featured.map((p) => p.id)).toEqual(live ? [post.id] : []);
  });

  it("never shows another company's post", async () => {
    const [mine, theirs] = [await make.company(), await make.company()];
    const author = await make.user(theirs.id, { role: "admin" });
    const channel = await make.channel(theirs.id);
    const post = await make.post(theirs.id, {
      createdBy: author.id,
      channelIds: [channel.id],
      featuredForEmailAt: new Date(),
    });
    expect(await findLivePosts(database.db, mine.id, [post.id])).toEqual([]);
    expect(await findFeaturedForEmail(database.db, mine.id, 10)).toEqual([]);
    expect((await findLivePosts(database.db, theirs.id, [post.id])).map((p) => p.id)).toEqual([post.id]);
  });
});
