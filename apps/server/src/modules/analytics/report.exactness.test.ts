import {
  ANALYTICS_NETWORKS,
  type AnalyticsNetwork,
  DEFAULT_EMV_RATES,
  type EmvRate,
  effectiveEmvRates,
} from "@chorus/shared/analytics/emv.rules";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { SHARE_MEDIA } from "@chorus/shared/share/network.rules";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { factories } from "../../test/factories.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import type { Slice } from "./analytics.policy.ts";
import { rowsOf } from "./analytics-sql.repository.ts";
import { storedValuesAreCurrent, writeEmvSettings } from "./emv.repository.ts";
import { readFunnel, readPointsTotal, readPostPage, readUserPage } from "./report.repository.ts";
import { rollUpAnalytics } from "./rollup.service.ts";

/**
 * The fast reports (figures to date, per-month sorted indexes, channel candidates) against the
 * same figures computed here from the raw events, on random data rolled up in two runs (the
 * second one only recomputes its window on top of the first's rows). Newsletter links (share rows
 * of status `newsletter` made for the campaign's author) count their clicks on `email` for the
 * post, never as the author's shares or clicks.
 */

let seed = 1234567;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const DAY = 86_400_000;
const START = Date.parse("2026-01-01T00:00:00Z");
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A moment on day d (0 = 2026-01-01), at a random second. */
const onDay = (d: number) => START + d * DAY + Math.floor(random() * 86_400) * 1000;
/** The first run covers days 0–44; the second the job's window from day 44 (the day before its last run). */
const FIRST_RUN_AT = new Date(START + 45 * DAY + 3_600_000);
const SECOND_RUN_AT = new Date(START + 100 * DAY);

interface World {
  companyId: string;
  users: { id: string; groupId: string | null; channels: string[]; lastActiveAt: number | null }[];
  groupId: string;
  channels: { id: string; groupId: string | null }[];
  posts: { id: string; channels: { id: string; publishedAt: number | null }[]; deleted: boolean }[];
  /** Raw events as written: who, which post, when. */
  acts: { userId: string; at: number; kind: "view" | "like" | "comment" | "points"; points?: number }[];
  postEvents: { postId: string; kind: "view" | "read" | "like" | "comment" }[];
  /** People's shares, and newsletter links (network `email`, `newsletter` true). */
  shares: {
    id: string;
    userId: string;
    postId: string;
    network: AnalyticsNetwork;
    at: number;
    newsletter: boolean;
  }[];
  clicks: { shareId: string; at: number }[];
}

let database: Database;
const w: World = {
  companyId: "",
  users: [],
  groupId: "",
  channels: [],
  posts: [],
  acts: [],
  postEvents: [],
  shares: [],
  clicks: [],
};
const db = () => database.db;

async function writeEvents(from: number, to: number, count: number) {
  for (let i = 0; i < count; i++) {
    const user = pick(w.users);
    const post = pick(w.posts);
    const at = onDay(from + Math.floor(random() * (to - from + 1)));
    const c = w.companyId;
    const kind = pick([
      "view",
      "like",
      "comment",
      "read",
      "points",
      "share",
      "share",
      "newsletter",
      "click",
      "click",
    ] as const);
    if (kind === "view") {
      const day = dayOf(at);
      const inserted = await db().execute(
        sql`INSERT INTO post_view (company_id, post_id, user_id, day, source)
            VALUES (${c}, ${post.id}, ${user.id}, ${day}, 'feed') ON CONFLICT DO NOTHING RETURNING 1`,
      );
      if ((inserted as unknown as { rows: unknown[] }).rows.length === 0) continue;
      w.acts.push({ userId: user.id, at: Date.parse(`${day}T12:00:00Z`), kind });
      w.postEvents.push({ postId: post.id, kind });
    } else if (kind === "like") {
      const inserted = await db().execute(
        sql`INSERT INTO post_like (company_id, post_id, user_id, liked_at)
            VALUES (${c}, ${post.id}, ${user.id}, ${new Date(at).toISOString()}) ON CONFLICT DO NOTHING RETURNING 1`,
      );
      if ((inserted as unknown as { rows: unknown[] }).rows.length === 0) continue;
      w.acts.push({ userId: user.id, at, kind });
      w.postEvents.push({ postId: post.id, kind });
    } else if (kind === "comment") {
      await db().execute(
        sql`INSERT INTO comment (id, company_id, object_id, object_type, added_by, text, added_at)
            VALUES (${newObjectId()}, ${c}, ${post.id}, 'post', ${user.id}, 'Well said', ${new Date(at).toISOString()})`,
      );
      w.acts.push({ userId: user.id, at, kind });
      w.postEvents.push({ postId: post.id, kind });
    } else if (kind === "read") {
      const inserted = await db().execute(
        sql`INSERT INTO read_confirmation (company_id, post_id, user_id, confirmed_at)
            VALUES (${c}, ${post.id}, ${user.id}, ${new Date(at).toISOString()}) ON CONFLICT DO NOTHING RETURNING 1`,
      );
      if ((inserted as unknown as { rows: unknown[] }).rows.length === 0) continue;
      w.postEvents.push({ postId: post.id, kind });
    } else if (kind === "points") {
      const points = pick([5, 10, 20, -5]);
      await db().execute(
        sql`INSERT INTO point_ledger (id, company_id, user_id, points, reason, post_id, created_at)
            VALUES (${newObjectId()}, ${c}, ${user.id}, ${points}, 'share', ${post.id}, ${new Date(at).toISOString()})`,
      );
      w.acts.push({ userId: user.id, at, kind, points });
    } else if (kind === "share") {
      const id = newObjectId();
      const network = pick(SHARE_MEDIA);
      await db().execute(
        sql`INSERT INTO share (id, company_id, post_id, user_id, media, status, shared_at, created_at, short_code)
            VALUES (${id}, ${c}, ${post.id}, ${user.id}, ${network}, 'shared', ${new Date(at).toISOString()},
                    ${new Date(at).toISOString()}, ${`x${id}`})`,
      );
      w.shares.push({ id, userId: user.id, postId: post.id, network, at, newsletter: false });
    } else if (kind === "newsletter") {
      // A newsletter's post link, made for the campaign's author (mailing/campaign-link.repository).
      const id = newObjectId();
      const author = w.users[0]?.id ?? "";
      await db().execute(
        sql`INSERT INTO share (id, company_id, post_id, user_id, media, status, shared_at, created_at, short_code)
            VALUES (${id}, ${c}, ${post.id}, ${author}, 'email', 'newsletter', ${new Date(at).toISOString()},
                    ${new Date(at).toISOString()}, ${`n${id}`})`,
      );
      w.shares.push({ id, userId: author, postId: post.id, network: "email", at, newsletter: true });
    } else if (w.shares.length > 0) {
      const shared = pick(w.shares);
      if (shared.at > at) continue;
      await db().execute(
        sql`INSERT INTO share_click (company_id, share_id, fingerprint, clicked_at)
            VALUES (${c}, ${shared.id}, ${`f${i}-${from}`}, ${new Date(at).toISOString()})`,
      );
      w.clicks.push({ shareId: shared.id, at });
    }
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  const make = factories(db());
  const company = await make.company();
  w.companyId = company.id;
  const group = await make.group(company.id);
  w.groupId = group.id;
  for (let k = 0; k < 4; k++) {
    const channel = await make.channel(company.id, { groupId: k < 2 ? group.id : null });
    w.channels.push({ id: channel.id, groupId: k < 2 ? group.id : null });
  }
  for (let k = 0; k < 14; k++) {
    const groupId = k % 3 === 0 ? group.id : null;
    const lastActiveAt = k % 4 === 0 ? onDay(Math.floor(random() * 90)) : null;
    const user = await make.user(company.id, {
      groupId,
      lastActiveAt: lastActiveAt === null ? null : new Date(lastActiveAt),
      createdAt: new Date(START - DAY),
    });
    const channels = w.channels.filter(() => random() < 0.5).map((c) => c.id);
    for (const channelId of channels) await make.subscribe(company.id, channelId, user.id);
    w.users.push({ id: user.id, groupId, channels, lastActiveAt });
  }
  const author = w.users[0]?.id ?? "";
  for (let k = 0; k < 60; k++) {
    const inChannels = w.channels.filter(() => random() < 0.4);
    const channels = (inChannels.length > 0 ? inChannels : [pick(w.channels)]).map((c) => ({
      id: c.id,
      // Mostly published on some day; sometimes only proposed in that channel.
      publishedAt: random() < 0.85 ? onDay(Math.floor(random() * 90)) : null,
    }));
    const post = await make.post(company.id, { createdBy: author, channelIds: channels.map((c) => c.id) });
    for (const c of channels)
      await db().execute(
        sql`UPDATE post_channel SET published_at = ${c.publishedAt === null ? null : new Date(c.publishedAt).toISOString()},
                                    status = ${c.publishedAt === null ? "proposed" : "published"}
             WHERE post_id = ${post.id} AND channel_id = ${c.id}`,
      );
    const deleted = random() < 0.05;
    if (deleted) await db().execute(sql`UPDATE post SET deleted_at = now() WHERE id = ${post.id}`);
    w.posts.push({ id: post.id, channels, deleted });
  }
  await writeEvents(0, 43, 500);
  await rollUpAnalytics(db(), FIRST_RUN_AT);
  await writeEvents(44, 90, 500);
  await rollUpAnalytics(db(), SECOND_RUN_AT);
}, 300_000);
afterAll(() => database.close());

const RANGES = [
  { from: "2026-01-01", to: "2026-03-31" },
  { from: "2026-01-10", to: "2026-02-20" },
  { from: "2026-02-14", to: "2026-02-14" },
  { from: "2026-02-01", to: "2026-02-28" },
  { from: "2026-03-05", to: "2026-03-20" },
];
const inRange = (at: number, r: { from: string; to: string }) => {
  const day = dayOf(at);
  return day >= r.from && day <= r.to;
};

const SLICES = (): { name: string; slice: Slice; users: World["users"]; channelIds: string[] | "all" }[] => [
  { name: "company", slice: { kind: "company" }, users: w.users, channelIds: "all" },
  {
    name: "a group",
    slice: { kind: "groups", ids: [w.groupId] },
    users: w.users.filter((u) => u.groupId === w.groupId),
    channelIds: w.channels.filter((c) => c.groupId === w.groupId).map((c) => c.id),
  },
  ...[0, 2].map((k) => {
    const id = w.channels[k]?.id ?? "";
    return {
      name: `channel ${k}`,
      slice: { kind: "channels", ids: [id] } as Slice,
      users: w.users.filter((u) => u.channels.includes(id)),
      channelIds: [id],
    };
  }),
  {
    name: "channels 0 and 2",
    slice: { kind: "channels", ids: [w.channels[0]?.id ?? "", w.channels[2]?.id ?? ""] },
    users: w.users.filter(
      (u) => u.channels.includes(w.channels[0]?.id ?? "") || u.channels.includes(w.channels[2]?.id ?? ""),
    ),
    channelIds: [w.channels[0]?.id ?? "", w.channels[2]?.id ?? ""],
  },
];

/** A user's figures in a range, from the raw events (newsletter links are nobody's shares). */
function userFigures(userId: string, r: { from: string; to: string }) {
  const acts = w.acts.filter((a) => a.userId === userId && inRange(a.at, r));
  const own = w.shares.filter((s) => s.userId === userId && !s.newsletter);
  const shares = own.filter((s) => inRange(s.at, r));
  const clicks = w.clicks.filter((k) => inRange(k.at, r) && own.some((s) => s.id === k.shareId));
  const activeDays = new Set([
    ...acts.map((a) => dayOf(a.at)),
    ...shares.map((s) => dayOf(s.at)),
    ...clicks.map((k) => dayOf(k.at)),
  ]);
  return {
    views: acts.filter((a) => a.kind === "view").length,
    likes: acts.filter((a) => a.kind === "like").length,
    comments: acts.filter((a) => a.kind === "comment").length,
    points: acts.reduce((t, a) => t + (a.points ?? 0), 0),
    shares: shares.length,
    clicks: clicks.length,
    activeDays: activeDays.size,
  };
}

describe("fast reports equal the figures of the raw events", () => {
  it.each(RANGES)("funnel and points, $from to $to, in every slice", async (r) => {
    for (const s of SLICES()) {
      const figures = s.users.map((u) => ({ u, f: userFigures(u.id, r) }));
      const lastActiveIn = (u: World["users"][number]) =>
        u.lastActiveAt !== null && inRange(u.lastActiveAt, r);
      const active = figures.filter(({ u, f }) => f.activeDays > 0 || lastActiveIn(u));
      const expected = {
        invited: figures.length,
        registered: figures.filter(
          ({ u, f }) => u.lastActiveAt !== null || f.activeDays > 0 || lastActiveIn(u),
        ).length,
        active: active.length,
        sharing: figures.filter(({ f }) => f.shares > 0).length,
      };
      expect(await readFunnel(db(), w.companyId, s.slice, r), s.name).toEqual(expected);
      expect(await readPointsTotal(db(), w.companyId, s.slice, r), s.name).toBe(
        figures.reduce((t, { f }) => t + f.points, 0),
      );
    }
  });

  it.each(RANGES)("users page, $from to $to, sorted by shares and by active days", async (r) => {
    for (const s of SLICES()) {
      for (const sort of ["shares", "activeDays", "points"] as const) {
        const page = await readUserPage(
          db(),
          w.companyId,
          s.slice,
          r,
          { sort, order: "desc", limit: 100, offset: 0 },
          effectiveEmvRates([]),
        );
        const byId = new Map(page.map((row) => [row.id, row]));
        expect(page.length, s.name).toBe(s.users.length);
        for (const u of s.users) {
          const f = userFigures(u.id, r);
          const row = byId.get(u.id);
          expect(
            {
              views: row?.views,
              likes: row?.likes,
              comments: row?.comments,
              points: row?.points,
              shares: row?.shares,
              clicks: row?.clicks,
              activeDays: row?.active_days,
            },
            `${s.name} ${u.id}`,
          ).toEqual(f);
        }
        const key = sort === "activeDays" ? "active_days" : sort;
        const values = page.map((row) => Number(row[key]));
        expect(values, `${s.name} by ${sort}`).toEqual([...values].sort((a, b) => b - a));
      }
    }
  });

  /** Posts of a slice first published in the range, with their figures to date, from the raw events. */
  function expectedPosts(channelIds: string[] | "all", r: { from: string; to: string }, rates: EmvRate[]) {
    return w.posts
      .filter(
        (p) => !p.deleted && (channelIds === "all" || p.channels.some((c) => channelIds.includes(c.id))),
      )
      .flatMap((p) => {
        const dates = p.channels.flatMap((c) => (c.publishedAt === null ? [] : [c.publishedAt]));
        if (dates.length === 0) return [];
        const first = Math.min(...dates);
        if (!inRange(first, r)) return [];
        const shares = w.shares.filter((s) => s.postId === p.id);
        const byNetwork = ANALYTICS_NETWORKS.map((network) => ({
          network,
          shares: shares.filter((s) => s.network === network && !s.newsletter).length,
          clicks: w.clicks.filter((k) => shares.some((s) => s.id === k.shareId && s.network === network))
            .length,
        }));
        const emv = byNetwork.reduce((t, n) => {
          const rate = rates.find((x) => x.network === n.network) ?? { ...DEFAULT_EMV_RATES[n.network] };
          return t + n.clicks * rate.cpc + n.shares * ((rate.impressionsPerShare * rate.cpm) / 1000);
        }, 0);
        return [
          {
            id: p.id,
            views: w.postEvents.filter((e) => e.postId === p.id && e.kind === "view").length,
            emv,
            publishedAt: first,
            byNetwork,
          },
        ];
      });
  }
  const order = (rows: { id: string; value: number }[]) =>
    [...rows].sort((a, b) => b.value - a.value || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0)).map((x) => x.id);

  it.each(RANGES)(
    "posts page, $from to $to, by EMV, views and publication, paged, in every slice",
    async (r) => {
      const rates = effectiveEmvRates([]);
      for (const s of SLICES()) {
        const expected = expectedPosts(s.channelIds, r, rates);
        for (const sort of ["emv", "views", "publishedAt"] as const) {
          const ids = order(expected.map((p) => ({ id: p.id, value: p[sort] })));
          for (const offset of [0, 3]) {
            const page = await readPostPage(
              db(),
              w.companyId,
              s.slice,
              r,
              { sort, order: "desc", limit: 4, offset },
              { rates, storedValuesCurrent: true },
            );
            expect(
              page.rows.map((row) => row.post_id),
              `${s.name} by ${sort} from ${offset}`,
            ).toEqual(ids.slice(offset, offset + 4));
            for (const row of page.rows) {
              const networks = expected.find((p) => p.id === row.post_id)?.byNetwork ?? [];
              expect(
                networks.map((n) => [
                  n.network,
                  Number(row[`shares_${n.network}`]),
                  Number(row[`clicks_${n.network}`]),
                ]),
                `${s.name} ${row.post_id} per network`,
              ).toEqual(networks.map((n) => [n.network, n.shares, n.clicks]));
            }
            expect(page.total, s.name).toBe(expected.length);
          }
        }
      }
    },
  );

  it("after a change of rates the EMV order follows the new rates, before and after the job values the posts again", async () => {
    const rates: EmvRate[] = [
      { network: "twitter", cpc: 9, cpm: 100, impressionsPerShare: 900 },
      { network: "linkedin", cpc: 0.01, cpm: 0.5, impressionsPerShare: 10 },
      // The newsletter's clicks get a price: they now move posts in the EMV order.
      { network: "email", cpc: 12, cpm: 0, impressionsPerShare: 1 },
    ];
    await writeEmvSettings(db(), w.companyId, w.users[0]?.id ?? "", { currency: "EUR", rates });
    const effective = effectiveEmvRates(rates);
    const r = RANGES[0] ?? { from: "", to: "" };
    // The company's page and a channel's (analytics_channel_post's copies are valued again too).
    const slices = SLICES().filter((s) => s.name === "company" || s.name === "channel 0");
    const expectedIds = (channelIds: string[] | "all") =>
      order(expectedPosts(channelIds, r, effective).map((p) => ({ id: p.id, value: p.emv }))).slice(0, 10);
    const read = async (slice: Slice, storedValuesCurrent: boolean) =>
      (
        await readPostPage(
          db(),
          w.companyId,
          slice,
          r,
          { sort: "emv", order: "desc", limit: 10, offset: 0 },
          { rates: effective, storedValuesCurrent },
        )
      ).rows.map((row) => row.post_id);
    expect(await storedValuesAreCurrent(db(), w.companyId)).toBe(false);
    for (const s of slices) expect(await read(s.slice, false), s.name).toEqual(expectedIds(s.channelIds));
    await rollUpAnalytics(db(), new Date(SECOND_RUN_AT.getTime() + 600_000));
    expect(await storedValuesAreCurrent(db(), w.companyId)).toBe(true);
    for (const s of slices) expect(await read(s.slice, true), s.name).toEqual(expectedIds(s.channelIds));
  });

  it("every to-date row is valid from its day to the user's next row's day (the reports' GiST read)", async () => {
    const rows = await rowsOf<{
      user_id: string;
      day: string;
      lower: string;
      upper: string | null;
      next_day: string | null;
    }>(
      db(),
      sql`SELECT user_id, day::text AS day, lower(valid)::text AS lower, upper(valid)::text AS upper,
                 lead(day) OVER (PARTITION BY user_id ORDER BY day)::text AS next_day
            FROM analytics_user_to_date WHERE company_id = ${w.companyId}`,
    );
    expect(rows.length).toBeGreaterThan(w.users.length);
    for (const row of rows)
      expect([row.user_id, row.lower, row.upper]).toEqual([row.user_id, row.day, row.next_day]);
  });
});
