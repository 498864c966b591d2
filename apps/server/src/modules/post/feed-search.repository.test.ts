import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { readableChannelIds } from "../channel/index.ts";
import { type FeedRow, liveTimelineQuery, rowsOf, type TimelineSpec } from "./feed.repository.ts";
import { isCommonTerm } from "./feed-search.repository.ts";

// The demo data is far below COMMON_TERM_MATCHES, so the route always takes the index; here both
// plans run on the same data and must agree on what matches.
let t: TestApp;
let spec: TimelineSpec;
let word: string;

beforeAll(async () => {
  t = await createTestApp();
  const companyId = await t.companyId("acme");
  const userId = await t.userId(DEMO_USERS.sharer);
  spec = {
    companyId,
    channels: await readableChannelIds(t.database.db, companyId, { userId, role: "sharer" }),
    languages: [],
  };
  // The most frequent word of the live posts the sharer reads: several pages of matches.
  const [row] = await rowsOf<{ word: string }>(
    t.database.db,
    sql`SELECT s.word FROM ts_stat('SELECT search_vector FROM post WHERE company_id = ''${sql.raw(companyId)}''') s
         WHERE length(s.word) > 3 ORDER BY s.ndoc DESC, s.word LIMIT 1`,
  );
  word = row?.word as string;
});
afterAll(() => t.close());

const page = (commonTerm: boolean, limit: number, offset = 0) =>
  rowsOf<FeedRow>(
    t.database.db,
    liveTimelineQuery(spec, { filters: {}, q: word, commonTerm }, { limit, offset, cursor: null }),
  );

describe("search plans", () => {
  it("the timeline walk finds the same posts as the index", async () => {
    expect(word).toBeTruthy();
    const indexed = await page(false, 1000);
    const walked = await page(true, 1000);
    expect(indexed.length).toBeGreaterThan(3);
    expect(new Set(walked.map((r) => r.postId))).toEqual(new Set(indexed.map((r) => r.postId)));
  });

  it("a walked page is the window of the newest matches; the extra row stays last", async () => {
    const all = await page(true, 1000);
    const byDate = [...all].sort(
      (a, b) => new Date(b.sortAt).getTime() - new Date(a.sortAt).getTime() || (a.postId < b.postId ? 1 : -1),
    );
    const first = await page(true, 3);
    expect(new Set(first.slice(0, 2).map((r) => r.postId))).toEqual(
      new Set(byDate.slice(0, 2).map((r) => r.postId)),
    );
    expect(first[2]?.postId).toBe(byDate[2]?.postId);
    const second = await page(true, 3, 2);
    expect(new Set(second.slice(0, 2).map((r) => r.postId))).toEqual(
      new Set(byDate.slice(2, 4).map((r) => r.postId)),
    );
  });

  it("a term counts as common only from COMMON_TERM_MATCHES matches", async () => {
    expect(await isCommonTerm(t.database.db, spec.companyId, word)).toBe(false);
    expect(await isCommonTerm(t.database.db, spec.companyId, "zzzunknownword")).toBe(false);
  });
});
