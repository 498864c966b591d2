import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/** Each day's influencer score of a user (the daily job): app_user.smarp_score is the latest, this the history. */
export const influencerScore = pgTable(
  "influencer_score",
  {
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    /** The day the score was computed for (YYYY-MM-DD, UTC); it counts the shares before that day. */
    day: text("day").notNull(),
    score: integer("score").notNull(),
    computedAt: at("computed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId, t.day] })],
);
