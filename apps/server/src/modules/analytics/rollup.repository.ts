import { ANALYTICS_NETWORKS } from "@chorus/shared/analytics/emv.rules";
import { SHARE_MEDIA } from "@chorus/shared/share/network.rules";
import { NEWSLETTER_SHARE_MEDIA, NEWSLETTER_SHARE_STATUS } from "@chorus/shared/share/newsletter-link";
import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import {
  dayStart,
  networkColumnList,
  pivotNetworkColumns,
  rowsOf,
  zeroNetworkColumns,
} from "./analytics-sql.repository.ts";
import { companyRates, storedEmv, storedImpressions } from "./valuation-sql.repository.ts";

/**
 * The rollups are recomputed from raw events for every day from `since` on (UTC), for one company
 * or all of them: delete those days, insert them again. The job passes the day before its last
 * run, so a run reads one or two days of events through the time indexes (migration 0015).
 */
export interface RollupWindow {
  /** First day recomputed (YYYY-MM-DD). */
  since: string;
  /** Only this company (a rebuild); all companies when absent. */
  companyId?: string;
}

const KNOWN_MEDIA = SHARE_MEDIA.map((m) => `'${m}'`).join(", ");
/** A share's network, `generic` for anything SHARE_MEDIA does not list (column names are constants). */
const networkOf = (column: string) =>
  sql.raw(`CASE WHEN ${column} IN (${KNOWN_MEDIA}) THEN ${column} ELSE 'generic' END`);
/**
 * A clicked link's network: a newsletter's post link (a share row of status `newsletter`, made for
 * the campaign's author) counts on `email`, never as that author's share or click.
 */
const clickNetworkOf = (share: string) =>
  sql.raw(
    `CASE WHEN ${share}.status = '${NEWSLETTER_SHARE_STATUS}' THEN '${NEWSLETTER_SHARE_MEDIA}' ` +
      `WHEN ${share}.media IN (${KNOWN_MEDIA}) THEN ${share}.media ELSE 'generic' END`,
  );
/** The networks of people's own shares: the user figures leave the newsletter's clicks out. */
const PEOPLE_NETWORKS = sql.raw(`network <> '${NEWSLETTER_SHARE_MEDIA}'`);

export async function rollUpWindow(db: Queryable, window: RollupWindow): Promise<void> {
  const since = window.since;
  const sinceTs = dayStart(since);
  const only = (column: string): SQL =>
    window.companyId ? sql`AND ${sql.raw(column)} = ${window.companyId}` : sql``;

  await db.execute(sql`DELETE FROM analytics_post_day WHERE day >= ${since}::date ${only("company_id")}`);
  await db.execute(sql`
    INSERT INTO analytics_post_day (company_id, post_id, day, views, reads, likes, comments, video_plays)
    SELECT company_id, post_id, day, sum(v), sum(r), sum(l), sum(c), sum(p) FROM (
      SELECT company_id, post_id, day, count(*) AS v, 0 AS r, 0 AS l, 0 AS c, 0 AS p
        FROM post_view WHERE day >= ${since}::date ${only("company_id")} GROUP BY 1, 2, 3
      UNION ALL
      SELECT company_id, post_id, (confirmed_at AT TIME ZONE 'UTC')::date, 0, count(*), 0, 0, 0
        FROM read_confirmation WHERE confirmed_at >= ${sinceTs}::timestamptz ${only("company_id")} GROUP BY 1, 2, 3
      UNION ALL
      SELECT company_id, post_id, (liked_at AT TIME ZONE 'UTC')::date, 0, 0, count(*), 0, 0
        FROM post_like WHERE liked_at >= ${sinceTs}::timestamptz ${only("company_id")} GROUP BY 1, 2, 3
      UNION ALL
      SELECT company_id, object_id, (added_at AT TIME ZONE 'UTC')::date, 0, 0, 0, count(*), 0
        FROM comment WHERE object_type = 'post' AND added_at >= ${sinceTs}::timestamptz ${only("company_id")}
       GROUP BY 1, 2, 3
      UNION ALL
      SELECT company_id, post_id, day, 0, 0, 0, 0, count(*)
        FROM analytics_video_play WHERE day >= ${since}::date ${only("company_id")} GROUP BY 1, 2, 3
    ) e
    GROUP BY 1, 2, 3`);

  await db.execute(sql`DELETE FROM analytics_share_day WHERE day >= ${since}::date ${only("company_id")}`);
  await db.execute(sql`
    INSERT INTO analytics_share_day (company_id, post_id, user_id, network, day, shares, clicks)
    SELECT company_id, post_id, user_id, network, day, sum(s), sum(c) FROM (
      SELECT company_id, post_id, user_id, ${networkOf("media")} AS network,
             (shared_at AT TIME ZONE 'UTC')::date AS day, count(*) AS s, 0 AS c
        FROM share WHERE status = 'shared' AND shared_at >= ${sinceTs}::timestamptz ${only("company_id")}
       GROUP BY 1, 2, 3, 4, 5
      UNION ALL
      SELECT s.company_id, s.post_id, s.user_id, ${clickNetworkOf("s")}, (k.clicked_at AT TIME ZONE 'UTC')::date,
             0, count(*)
        FROM share_click k JOIN share s ON s.id = k.share_id AND s.company_id = k.company_id
       WHERE k.clicked_at >= ${sinceTs}::timestamptz ${only("k.company_id")}
       GROUP BY 1, 2, 3, 4, 5
    ) e
    GROUP BY 1, 2, 3, 4, 5`);

  await db.execute(sql`DELETE FROM analytics_user_day WHERE day >= ${since}::date ${only("company_id")}`);
  await db.execute(sql`
    INSERT INTO analytics_user_day (company_id, user_id, day, views, likes, comments, points)
    SELECT company_id, user_id, day, sum(v), sum(l), sum(c), sum(p) FROM (
      SELECT company_id, user_id, day, count(*) AS v, 0 AS l, 0 AS c, 0 AS p
        FROM post_view WHERE day >= ${since}::date ${only("company_id")} GROUP BY 1, 2, 3
      UNION ALL
      SELECT company_id, user_id, (liked_at AT TIME ZONE 'UTC')::date, 0, count(*), 0, 0
        FROM post_like WHERE liked_at >= ${sinceTs}::timestamptz ${only("company_id")} GROUP BY 1, 2, 3
      UNION ALL
      SELECT company_id, added_by, (added_at AT TIME ZONE 'UTC')::date, 0, 0, count(*), 0
        FROM comment WHERE object_type = 'post' AND added_at >= ${sinceTs}::timestamptz ${only("company_id")}
       GROUP BY 1, 2, 3
      UNION ALL
      SELECT company_id, user_id, (created_at AT TIME ZONE 'UTC')::date, 0, 0, 0, sum(points)
        FROM point_ledger WHERE created_at >= ${sinceTs}::timestamptz ${only("company_id")} GROUP BY 1, 2, 3
    ) e
    GROUP BY 1, 2, 3`);

  await rollUpUserToDate(db, since, only);
  await rollUpScopes(db, since, only);
  await revalueStalePosts(db, window.companyId);
  await rollUpPostTotals(db, since, only);
}

/**
 * The users' figures to date from `since` on: each active day's row is the last row before
 * `since` (one probe per user) plus the running sums of the recomputed days. Read from the day
 * rollups just written, not from raw events. Each row is valid until the user's next row's day
 * (`valid`); the last row before `since` gets its end again (the days after it were rewritten).
 */
async function rollUpUserToDate(db: Queryable, since: string, only: (column: string) => SQL) {
  const counters = ["views", "likes", "comments", "points", "shares", "clicks"].concat(
    ANALYTICS_NETWORKS.flatMap((n) => [`shares_${n}`, `clicks_${n}`]),
  );
  const list = sql.raw(counters.join(", "));
  const running = sql.raw(counters.map((c) => `coalesce(b.${c}, 0) + sum(d.${c}) OVER w`).join(", "));
  await db.execute(sql`DELETE FROM analytics_user_to_date WHERE day >= ${since}::date ${only("company_id")}`);
  await db.execute(sql`
    WITH daily AS (
      SELECT company_id, user_id, day, sum(views) AS views, sum(likes) AS likes, sum(comments) AS comments,
             sum(points) AS points, sum(shares) AS shares, sum(clicks) AS clicks, ${sumOfAs("")}
        FROM (
          SELECT company_id, user_id, day, views, likes, comments, points, 0 AS shares, 0 AS clicks,
                 ${zeroNetworkColumns()}
            FROM analytics_user_day WHERE day >= ${since}::date ${only("company_id")}
          UNION ALL
          SELECT company_id, user_id, day, 0, 0, 0, 0, sum(shares), sum(clicks), ${pivotNetworkColumns()}
            FROM analytics_share_day WHERE day >= ${since}::date AND ${PEOPLE_NETWORKS} ${only("company_id")}
           GROUP BY 1, 2, 3
        ) e
       GROUP BY 1, 2, 3
    ),
    users AS (SELECT DISTINCT company_id, user_id FROM daily),
    base AS (
      SELECT u.company_id, u.user_id, b.active_days, ${sql.raw(counters.map((c) => `b.${c}`).join(", "))}
        FROM users u
        JOIN LATERAL (
          SELECT * FROM analytics_user_to_date x
           WHERE x.company_id = u.company_id AND x.user_id = u.user_id AND x.day < ${since}::date
           ORDER BY x.day DESC LIMIT 1
        ) b ON true
    )
    INSERT INTO analytics_user_to_date (company_id, user_id, day, active_days, ${list}, valid)
    SELECT d.company_id, d.user_id, d.day, coalesce(b.active_days, 0) + count(*) OVER w, ${running},
           daterange(d.day, lead(d.day) OVER w)
      FROM daily d LEFT JOIN base b ON b.company_id = d.company_id AND b.user_id = d.user_id
    WINDOW w AS (PARTITION BY d.company_id, d.user_id ORDER BY d.day)`);
  // Every user's last row before the window (the one valid on the window's eve) ends where their
  // first rewritten row starts, or never; rows whose end is already right are not rewritten.
  await db.execute(sql`
    UPDATE analytics_user_to_date t SET valid = daterange(t.day, n.next_day)
      FROM (SELECT l.company_id, l.user_id, l.day,
                   (SELECT min(x.day) FROM analytics_user_to_date x
                     WHERE x.company_id = l.company_id AND x.user_id = l.user_id AND x.day >= ${since}::date) AS next_day
              FROM analytics_user_to_date l
             WHERE l.valid @> (${since}::date - 1) AND l.day < ${since}::date ${only("l.company_id")}) n
     WHERE t.company_id = n.company_id AND t.user_id = n.user_id AND t.day = n.day
       AND t.valid <> daterange(t.day, n.next_day)`);
}

const sumOfAs = (alias: string): SQL =>
  sql.raw(
    ANALYTICS_NETWORKS.flatMap((n) => [
      `sum(${alias}shares_${n}) AS shares_${n}`,
      `sum(${alias}clicks_${n}) AS clicks_${n}`,
    ]).join(", "),
  );

/**
 * Companies whose rates changed since their posts' stored EMV was computed: every post total of
 * theirs valued again, then marked with the revision read first (a change that lands meanwhile
 * leaves the revisions apart, so the next run values again; until then reports sort by the
 * expression, never by stale values).
 */
async function revalueStalePosts(db: Queryable, companyId: string | undefined) {
  const stale = await rowsOf<{ company_id: string; rates_revision: number }>(
    db,
    sql`SELECT company_id, rates_revision FROM analytics_setting
         WHERE valued_revision <> rates_revision ${companyId ? sql`AND company_id = ${companyId}` : sql``}`,
  );
  for (const company of stale) {
    await db.execute(sql`
      WITH rates AS (${companyRates()})
      UPDATE analytics_post_total t SET impressions = ${storedImpressions("t.")}, emv = ${storedEmv("t.")}
        FROM rates r
       WHERE t.company_id = ${company.company_id} AND r.company_id = t.company_id`);
    await db.execute(sql`
      UPDATE analytics_channel_post c SET impressions = t.impressions, emv = t.emv
        FROM analytics_post_total t
       WHERE c.company_id = ${company.company_id} AND t.company_id = c.company_id AND t.post_id = c.post_id
         AND (c.impressions, c.emv) IS DISTINCT FROM (t.impressions, t.emv)`);
    await db.execute(
      sql`UPDATE analytics_setting SET valued_revision = ${company.rates_revision}
           WHERE company_id = ${company.company_id}`,
    );
  }
}

/** The day's events of each post, and its first publication, added to every scope the post is in. */
async function rollUpScopes(db: Queryable, since: string, only: (column: string) => SQL) {
  const sinceTs = dayStart(since);
  await db.execute(sql`DELETE FROM analytics_scope_day WHERE day >= ${since}::date ${only("company_id")}`);
  await db.execute(sql`
    WITH published AS (
      SELECT pc.company_id, pc.post_id, (min(pc.published_at) AT TIME ZONE 'UTC')::date AS day
        FROM post_channel pc
       WHERE (pc.company_id, pc.post_id) IN (
               SELECT company_id, post_id FROM post_channel
                WHERE published_at >= ${sinceTs}::timestamptz ${only("company_id")})
       GROUP BY 1, 2
      HAVING min(pc.published_at) >= ${sinceTs}::timestamptz
    ),
    events AS (
      SELECT company_id, post_id, day, 0 AS posts, views, reads, likes, comments, video_plays,
             0 AS shares, 0 AS clicks, ${zeroNetworkColumns()}
        FROM analytics_post_day WHERE day >= ${since}::date ${only("company_id")}
      UNION ALL
      SELECT company_id, post_id, day, 0, 0, 0, 0, 0, 0, sum(shares), sum(clicks), ${pivotNetworkColumns()}
        FROM analytics_share_day WHERE day >= ${since}::date ${only("company_id")}
       GROUP BY 1, 2, 3
      UNION ALL
      SELECT company_id, post_id, day, 1, 0, 0, 0, 0, 0, 0, 0, ${zeroNetworkColumns()} FROM published
    ),
    touched AS (SELECT DISTINCT company_id, post_id FROM events),
    scopes AS (
      SELECT company_id, post_id, 'company' AS scope, company_id AS scope_id FROM touched
      UNION
      SELECT pc.company_id, pc.post_id, 'channel', pc.channel_id
        FROM post_channel pc JOIN touched t ON t.company_id = pc.company_id AND t.post_id = pc.post_id
      UNION
      SELECT pc.company_id, pc.post_id, 'group', c.group_id
        FROM post_channel pc JOIN touched t ON t.company_id = pc.company_id AND t.post_id = pc.post_id
        JOIN channel c ON c.company_id = pc.company_id AND c.id = pc.channel_id
       WHERE c.group_id IS NOT NULL
      UNION
      SELECT pc.company_id, pc.post_id, 'campaign_channel', coalesce(p.campaign_id, 'none') || ':' || pc.channel_id
        FROM post_channel pc JOIN touched t ON t.company_id = pc.company_id AND t.post_id = pc.post_id
        JOIN post p ON p.company_id = pc.company_id AND p.id = pc.post_id
    )
    INSERT INTO analytics_scope_day (company_id, scope, scope_id, day, posts, views, reads, likes, comments,
                                     video_plays, shares, clicks, ${networkColumnList()})
    SELECT s.company_id, s.scope, s.scope_id, e.day, sum(e.posts), sum(e.views), sum(e.reads), sum(e.likes),
           sum(e.comments), sum(e.video_plays), sum(e.shares), sum(e.clicks), ${sumOf("e.")}
      FROM events e JOIN scopes s ON s.company_id = e.company_id AND s.post_id = e.post_id
     GROUP BY 1, 2, 3, 4`);
}

const sumOf = (alias: string): SQL =>
  sql.raw(
    ANALYTICS_NETWORKS.flatMap((n) => [`sum(${alias}shares_${n})`, `sum(${alias}clicks_${n})`]).join(", "),
  );

/** A post's publication and figures, as analytics_post_total and analytics_channel_post both keep them. */
const POST_FIGURES = [
  "published_at",
  "published_month",
  "views",
  "reads",
  "likes",
  "comments",
  "video_plays",
  "shares",
  "clicks",
];
/** Its valuation with the company's rates (stored for the sorted indexes). */
const POST_VALUES = ["impressions", "emv"];

/** Posts with events or a first publication in the window get their figures to date again. */
async function rollUpPostTotals(db: Queryable, since: string, only: (column: string) => SQL) {
  const excluded = sql.raw(
    [...POST_FIGURES, ...ANALYTICS_NETWORKS.flatMap((n) => [`shares_${n}`, `clicks_${n}`]), ...POST_VALUES]
      .map((c) => `${c} = excluded.${c}`)
      .join(", "),
  );
  await db.execute(sql`
    WITH touched AS (${touchedPosts(since, only)}),
    engagement AS (
      SELECT d.company_id, d.post_id, sum(d.views) AS views, sum(d.reads) AS reads, sum(d.likes) AS likes,
             sum(d.comments) AS comments, sum(d.video_plays) AS video_plays
        FROM analytics_post_day d JOIN touched t ON t.company_id = d.company_id AND t.post_id = d.post_id
       GROUP BY 1, 2
    ),
    shared AS (
      SELECT d.company_id, d.post_id, sum(d.shares) AS shares, sum(d.clicks) AS clicks, ${pivotNetworkColumns()}
        FROM analytics_share_day d JOIN touched t ON t.company_id = d.company_id AND t.post_id = d.post_id
       GROUP BY 1, 2
    ),
    first_published AS (
      SELECT pc.company_id, pc.post_id, min(pc.published_at) AS published_at
        FROM post_channel pc JOIN touched t ON t.company_id = pc.company_id AND t.post_id = pc.post_id
       WHERE pc.published_at IS NOT NULL
       GROUP BY 1, 2
    ),
    figures AS (
      SELECT t.company_id, t.post_id, f.published_at, coalesce(e.views, 0) AS views, coalesce(e.reads, 0) AS reads,
             coalesce(e.likes, 0) AS likes, coalesce(e.comments, 0) AS comments,
             coalesce(e.video_plays, 0) AS video_plays, coalesce(s.shares, 0) AS shares,
             coalesce(s.clicks, 0) AS clicks, ${coalescedNetworks("s.")}
        FROM touched t
        LEFT JOIN engagement e ON e.company_id = t.company_id AND e.post_id = t.post_id
        LEFT JOIN shared s ON s.company_id = t.company_id AND s.post_id = t.post_id
        LEFT JOIN first_published f ON f.company_id = t.company_id AND f.post_id = t.post_id
    ),
    rates AS (${companyRates()})
    INSERT INTO analytics_post_total (company_id, post_id, published_at, published_month, views, reads, likes,
                                      comments, video_plays, shares, clicks, ${networkColumnList()}, impressions, emv)
    SELECT f.company_id, f.post_id, f.published_at,
           date_trunc('month', f.published_at AT TIME ZONE 'UTC')::date,
           f.views, f.reads, f.likes, f.comments, f.video_plays, f.shares, f.clicks, ${networkColumnList("f.")},
           ${storedImpressions("f.")}, ${storedEmv("f.")}
      FROM figures f JOIN rates r ON r.company_id = f.company_id
    ON CONFLICT (company_id, post_id) DO UPDATE SET ${excluded}
    WHERE (analytics_post_total.*) IS DISTINCT FROM (excluded.*)`);
  await rollUpChannelPosts(db, since, only);
}

/** Posts with events or a publication in the window (their totals are computed again). */
function touchedPosts(since: string, only: (column: string) => SQL): SQL {
  return sql`SELECT company_id, post_id FROM analytics_post_day WHERE day >= ${since}::date ${only("company_id")}
      UNION
      SELECT company_id, post_id FROM analytics_share_day WHERE day >= ${since}::date ${only("company_id")}
      UNION
      SELECT company_id, post_id FROM post_channel
       WHERE published_at >= ${dayStart(since)}::timestamptz ${only("company_id")}`;
}

const CHANNEL_POST_FIGURES = [...POST_FIGURES, ...POST_VALUES];

/**
 * The touched posts' sortable figures copied to each channel they are in (analytics_channel_post),
 * unchanged rows left alone; rows of channels a touched post left are removed.
 */
async function rollUpChannelPosts(db: Queryable, since: string, only: (column: string) => SQL) {
  const figures = sql.raw(CHANNEL_POST_FIGURES.join(", "));
  const fromTotal = sql.raw(CHANNEL_POST_FIGURES.map((c) => `t.${c}`).join(", "));
  const excluded = sql.raw(CHANNEL_POST_FIGURES.map((c) => `${c} = excluded.${c}`).join(", "));
  await db.execute(sql`
    WITH touched AS (${touchedPosts(since, only)})
    DELETE FROM analytics_channel_post c USING touched x
     WHERE c.company_id = x.company_id AND c.post_id = x.post_id
       AND (NOT EXISTS (SELECT 1 FROM post_channel pc
                         WHERE pc.company_id = c.company_id AND pc.post_id = c.post_id AND pc.channel_id = c.channel_id)
            OR NOT EXISTS (SELECT 1 FROM analytics_post_total t
                            WHERE t.company_id = c.company_id AND t.post_id = c.post_id AND t.published_at IS NOT NULL))`);
  await db.execute(sql`
    WITH touched AS (${touchedPosts(since, only)})
    INSERT INTO analytics_channel_post (company_id, channel_id, post_id, ${figures})
    SELECT pc.company_id, pc.channel_id, t.post_id, ${fromTotal}
      FROM touched x
      JOIN analytics_post_total t ON t.company_id = x.company_id AND t.post_id = x.post_id
      JOIN post_channel pc ON pc.company_id = x.company_id AND pc.post_id = x.post_id
     WHERE t.published_at IS NOT NULL
    ON CONFLICT (company_id, channel_id, post_id) DO UPDATE SET ${excluded}
    WHERE (analytics_channel_post.*) IS DISTINCT FROM (excluded.*)`);
}

const coalescedNetworks = (alias: string): SQL =>
  sql.raw(
    ANALYTICS_NETWORKS.flatMap((n) => [
      `coalesce(${alias}shares_${n}, 0) AS shares_${n}`,
      `coalesce(${alias}clicks_${n}, 0) AS clicks_${n}`,
    ]).join(", "),
  );

const STATE = "events";

/**
 * After a run (outside its transaction): marks the rewritten pages all-visible again, so the
 * reports' index-only scans of the covering indexes do not fall back to the heap for every row the
 * run touched. Cheap: VACUUM skips pages the visibility map already marks.
 */
export async function vacuumRollups(db: Queryable): Promise<void> {
  await db.execute(
    sql`VACUUM analytics_post_day, analytics_share_day, analytics_user_day, analytics_post_total, analytics_scope_day,
               analytics_user_to_date, analytics_channel_post`,
  );
}

/** When the rollups last ran, locking the row so two runs never interleave. */
export async function lockRollupState(db: Queryable): Promise<Date | null> {
  await db.execute(
    sql`INSERT INTO analytics_rollup_state (name, rolled_at) VALUES (${STATE}, 'epoch') ON CONFLICT (name) DO NOTHING`,
  );
  const [row] = await rowsOf<{ rolled_at: string | Date }>(
    db,
    sql`SELECT rolled_at FROM analytics_rollup_state WHERE name = ${STATE} FOR UPDATE`,
  );
  if (!row) return null;
  const at = new Date(row.rolled_at);
  return at.getTime() <= 0 ? null : at;
}

export async function saveRollupState(db: Queryable, at: Date): Promise<void> {
  await db.execute(
    sql`UPDATE analytics_rollup_state SET rolled_at = ${at.toISOString()}::timestamptz WHERE name = ${STATE}`,
  );
}

export async function readRollupState(db: Queryable): Promise<Date | null> {
  const [row] = await rowsOf<{ rolled_at: string | Date }>(
    db,
    sql`SELECT rolled_at FROM analytics_rollup_state WHERE name = ${STATE}`,
  );
  if (!row) return null;
  const at = new Date(row.rolled_at);
  return at.getTime() <= 0 ? null : at;
}
