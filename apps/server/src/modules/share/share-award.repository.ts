import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { preparedRows } from "../../db/prepared.ts";
import { rowsOf } from "../../db/rows.ts";
import { share } from "../../db/schema/index.ts";
import { creditCtes } from "../points/index.ts";
import { shareCountIncrement } from "../post/index.ts";
import type { ShareRow } from "./share.repository.ts";

/** A share that went out: what its count and its points are keyed on. */
export interface SharedDeed {
  companyId: string;
  userId: string;
  postId: string;
  media: string;
  shareId: string;
}

export interface Award {
  point: number;
  rewardPoint: number;
}

/**
 * The common table expressions that follow a share out (core §3): the post's shareCount for the
 * network (counted), the award claimed once per user, post and network (claimed: the key refuses
 * a second one — a re-share, a retried job, two processes) and, only when claimed, the network's
 * SharingPoint credited through the points ledger (creditCtes). One statement, so the count, the
 * award and the credit commit together without a transaction's round trips.
 */
function countAndAwardCtes(deed: SharedDeed, points: number, shared: SQL | null): SQL {
  return sql`
    counted AS (${shareCountIncrement(deed.companyId, deed.postId, deed.media)} RETURNING 1),
    claimed AS (
      INSERT INTO share_point_award (company_id, user_id, post_id, media, share_id, points)
      SELECT ${deed.companyId}, ${deed.userId}, ${deed.postId}, ${deed.media}, ${deed.shareId}, ${points}::int
       WHERE ${points}::int > 0 ${shared ? sql`AND EXISTS (SELECT 1 FROM ${shared})` : sql``}
      ON CONFLICT DO NOTHING
      RETURNING 1
    ),
    ${creditCtes(
      {
        companyId: deed.companyId,
        userId: deed.userId,
        points,
        coins: "as earned",
        reason: `share_${deed.media}`,
        postId: deed.postId,
      },
      sql`EXISTS (SELECT 1 FROM claimed)`,
    )}`;
}

const awardOf = (row: { award_points?: unknown; award_coins?: unknown } | undefined): Award => ({
  point: Number(row?.award_points ?? 0),
  rewardPoint: Number(row?.award_coins ?? 0),
});

/** A share row already marked shared (a confirmed or API share): counted and awarded in one statement. */
export async function countAndAwardShare(db: Queryable, deed: SharedDeed, points: number): Promise<Award> {
  const [row] = await rowsOf<{ award_points: number | null; award_coins: number | null }>(
    db,
    sql`WITH ${countAndAwardCtes(deed, points, null)}
        SELECT e.points AS award_points, e.coins AS award_coins
          FROM (SELECT 1) AS one LEFT JOIN credit_entry e ON true`,
  );
  return awardOf(row);
}

/**
 * The generic share in ONE statement: the row inserted as shared, the post's count, the award
 * and the points (issue 15: 2 statements and BEGIN/COMMIT become 1). Its text is the same for
 * every generic share (the values are parameters), so it is a NAMED prepared statement that
 * PostgreSQL parses and plans once per connection. Answers the row as drizzle would have returned
 * it, and the award.
 */
export async function insertSharedShare(
  db: Queryable,
  values: typeof share.$inferInsert & { status: "shared" },
  points: number,
): Promise<{ share: ShareRow } & Award> {
  const deed = {
    companyId: values.companyId,
    userId: values.userId,
    postId: values.postId,
    media: values.media,
    shareId: values.id,
  };
  const insert = db.insert(share).values(values).returning();
  const [row] = await preparedRows<Record<string, unknown>>(
    db,
    sql`WITH shared AS (${insert.getSQL()}),
        ${countAndAwardCtes(deed, points, sql`shared`)}
        SELECT s.*, e.points AS award_points, e.coins AS award_coins
          FROM shared s LEFT JOIN credit_entry e ON true`,
  );
  if (!row) throw new Error("share insert returned nothing");
  return { share: shareRowOf(row), ...awardOf(row) };
}

/** A raw share row (snake_case, driver values) mapped as drizzle maps its own selects. */
function shareRowOf(raw: Record<string, unknown>): ShareRow {
  const mapped: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(share))) {
    const value = raw[column.name];
    mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return mapped as ShareRow;
}
