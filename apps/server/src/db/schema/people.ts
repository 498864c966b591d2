import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * A group's visibility (GET/PUT /api/group/{groupId}/visibility): restricted groups see their own
 * members plus the listed groups in the employee directory. No row: the whole company.
 */
export const groupVisibility = pgTable(
  "group_visibility",
  {
    groupId: objectId("group_id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    isRestricted: boolean("is_restricted").notNull().default(false),
    visibleGroupIdList: text("visible_group_id_list").array().notNull().default([]),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("group_visibility_company_idx").on(t.companyId)],
);
