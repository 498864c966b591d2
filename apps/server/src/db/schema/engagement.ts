import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";
import { shareWorkflowColumns } from "./sharing.ts";

/** A reader's confirmation that they read a post that asks for it. */
export const readConfirmation = pgTable(
  "read_confirmation",
  {
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    userId: objectId("user_id").notNull(),
    confirmedAt: at("confirmed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index("read_confirmation_user_idx").on(t.companyId, t.userId),
  ],
);

/** One user's answers to a survey post: { questionId: optionId[] | text }. */
export const surveyAnswer = pgTable(
  "survey_answer",
  {
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    userId: objectId("user_id").notNull(),
    answers: jsonb("answers").$type<Record<string, string[] | string>>().notNull(),
    answeredAt: at("answered_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const postFeedback = pgTable(
  "post_feedback",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    userId: objectId("user_id").notNull(),
    feedback: text("feedback").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("post_feedback_post_idx").on(t.companyId, t.postId)],
);

export const campaign = pgTable(
  "campaign",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    name: text("name").notNull(),
    color: text("color").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("campaign_company_idx").on(t.companyId, t.name)],
);

/**
 * A share of a post by a user to one network: now (shared), later (scheduled), removed or failed.
 * The sharing module owns the workflow; the feed reads it for top-shared posts and share status.
 */
export const share = pgTable(
  "share",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    postId: objectId("post_id").notNull(),
    userId: objectId("user_id").notNull(),
    media: text("media").notNull(),
    comment: text("comment").notNull().default(""),
    /** shared, scheduled, removed, failed; pending: a self-share dialog awaiting its confirm */
    status: text("status").notNull(),
    scheduledAt: at("scheduled_at"),
    sharedAt: at("shared_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    ...shareWorkflowColumns,
  },
  (t) => [
    uniqueIndex("share_short_code_uq").on(t.shortCode),
    index("share_post_idx").on(t.companyId, t.postId, t.status),
    index("share_user_idx").on(t.companyId, t.userId, t.postId),
    index("share_recent_idx").on(t.companyId, t.sharedAt),
  ],
);
