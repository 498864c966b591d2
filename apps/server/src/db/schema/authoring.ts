import { date, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * Every point or coin a user earns or loses, with why: app_user.star and coin are the running
 * totals, this is the history (the sharing module records share points here too).
 */
export const pointLedger = pgTable(
  "point_ledger",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    userId: objectId("user_id").notNull(),
    points: integer("points").notNull().default(0),
    coins: integer("coins").notNull().default(0),
    /** propose_post, share, … */
    reason: text("reason").notNull(),
    postId: objectId("post_id"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("point_ledger_user_idx").on(t.companyId, t.userId, t.createdAt),
    // Leaderboard ranks over a time range: an index-only scan of the range, summed per user.
    index("point_ledger_company_time_idx").on(t.companyId, t.createdAt, t.userId, t.points),
  ],
);

/**
 * The ledger summed per user per UTC day, ISO week (from Monday) and calendar month, kept by the
 * points module in the same statement as every ledger entry. Rankings over a period read one row
 * per user (this week, this month) or a handful (a custom range: whole months, then days), never
 * the ledger's millions of rows.
 */
export const pointRollup = pgTable(
  "point_rollup",
  {
    companyId: objectId("company_id").notNull(),
    /** day, week or month */
    span: text("span").notNull(),
    /** The span's first day (UTC). */
    start: date("start", { mode: "string" }).notNull(),
    userId: objectId("user_id").notNull(),
    points: integer("points").notNull().default(0),
    coins: integer("coins").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.span, t.start, t.userId] }),
    // A period's ranking walks this index from the most points down and stops at the page's end.
    index("point_rollup_rank_idx").on(t.companyId, t.span, t.start, t.points, t.userId),
  ],
);

/**
 * A post's publication that has been announced: the announcement job inserts its row first, so a
 * second run (retry, a second process) finds it and sends nothing twice.
 */
export const postAnnouncement = pgTable(
  "post_announcement",
  {
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    publishedAt: at("published_at").notNull(),
    announcedAt: at("announced_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.postId, t.publishedAt] })],
);

/** The company's blocked words: posts and comments containing one are refused. */
export const blockedWordList = pgTable("blocked_word_list", {
  companyId: objectId("company_id").primaryKey(),
  wordList: text("word_list").array().notNull().default([]),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** Detected language codes mapped onto supported read languages, per company (PUT /api/lang/map). */
export const languageMap = pgTable("language_map", {
  companyId: objectId("company_id").primaryKey(),
  map: jsonb("map").$type<Record<string, string>>().notNull().default({}),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * Machine translations, cached per post or comment and target language. sourceHash is the hash of
 * the translated text, so an edited post is translated again.
 */
export const translationCache = pgTable(
  "translation_cache",
  {
    companyId: objectId("company_id").notNull(),
    objectType: text("object_type").notNull(),
    objectId: objectId("object_id").notNull(),
    lang: text("lang").notNull(),
    sourceHash: text("source_hash").notNull(),
    content: jsonb("content").$type<Record<string, string>>().notNull(),
    sourceLang: text("source_lang"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.objectType, t.objectId, t.lang] })],
);
