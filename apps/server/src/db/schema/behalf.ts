import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * A content writer's permission to post or share on behalf of a content owner (catalogue
 * "Behalf post"); one row per owner and writer. status: pending | approved | rejected.
 */
export const behalfCollaboration = pgTable(
  "behalf_collaboration",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    contentOwnerId: objectId("content_owner_id").notNull(),
    contentWriterId: objectId("content_writer_id").notNull(),
    status: text("status").notNull().default("pending"),
    isPostCreationEnabled: boolean("is_post_creation_enabled").notNull().default(false),
    isExternalShareEnabled: boolean("is_external_share_enabled").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    /** When the owner was last told about the request (at creation and by notify_owner). */
    notifiedAt: at("notified_at"),
  },
  (t) => [
    uniqueIndex("behalf_collaboration_pair_uq").on(t.companyId, t.contentOwnerId, t.contentWriterId),
    index("behalf_collaboration_writer_idx").on(t.companyId, t.contentWriterId, t.status),
  ],
);
