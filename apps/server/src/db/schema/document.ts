import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * A file of the company's document library (API catalogue: Documents): company-wide when group_id
 * is null, else a group's. The bytes live in the private storage under `storage_key`
 * ("documents/<companyId>/<random>/file.<ext>"); they are served only by GET
 * /api/document/{documentid}/file to a reader of the document.
 */
export const libraryDocument = pgTable(
  "library_document",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    /** null = company-wide. */
    groupId: objectId("group_id"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    fileName: text("file_name").notNull(),
    /** One of the library's allowed types (document.contract.ts). */
    mime: text("mime").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull(),
    createdBy: objectId("created_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("library_document_company_group_idx").on(t.companyId, t.groupId, t.createdAt)],
);
