import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/** The company's leaderboard settings (GET/PUT /api/leaderboard3): on or off, and the order of its leaderboards. */
export const leaderboardSetting = pgTable("leaderboard_setting", {
  companyId: objectId("company_id").primaryKey(),
  leaderboardEnabled: boolean("leaderboard_enabled").notNull().default(true),
  orderedLeaderboardIdList: text("ordered_leaderboard_id_list").array().notNull().default([]),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** A leaderboard an admin set up: a name, a time range and the teams it ranks (none: everyone). */
export const leaderboardFilter = pgTable(
  "leaderboard_filter",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    name: text("name").notNull(),
    /** ThisWeek, ThisMonth, AllTime, Custom */
    period: text("period").notNull(),
    /** Custom ranges: the first and last day (YYYY-MM-DD), both included. */
    dateFrom: text("date_from"),
    dateTo: text("date_to"),
    teamIdList: text("team_id_list").array().notNull().default([]),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("leaderboard_filter_company_idx").on(t.companyId)],
);
