import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * A resource of the catalogue's Resources area (brand guidelines, handbooks, policies…): a
 * company-wide one when group_id is null, else one of a group. Comments hang on it like on a post.
 */
export const resource = pgTable(
  "resource",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    /** null = company-wide. */
    groupId: objectId("group_id"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    url: text("url"),
    /** Sanitised on write with the posts' allow-list. */
    htmlBody: text("html_body").notNull().default(""),
    imageUrl: text("image_url"),
    commentEnabled: boolean("comment_enabled").notNull().default(true),
    commentCount: integer("comment_count").notNull().default(0),
    createdBy: objectId("created_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    deletedAt: at("deleted_at"),
  },
  (t) => [
    index("resource_company_group_idx")
      .on(t.companyId, t.groupId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);
