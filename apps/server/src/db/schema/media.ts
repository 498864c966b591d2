import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/** An uploaded image, GIF, video or document (PDF), kept in storage under storage_key. */
export const mediaFile = pgTable(
  "media_file",
  {
    companyId: objectId("company_id").notNull(),
    id: objectId("id").notNull(),
    /** image, video, document, gif */
    kind: text("kind").notNull(),
    storageKey: text("storage_key").notNull(),
    mime: text("mime").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    frames: integer("frames"),
    duration: doublePrecision("duration"),
    createdBy: objectId("created_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Derived files (poster, page images) and facts such as a document's title. */
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index("media_file_creator_idx").on(t.companyId, t.createdBy),
  ],
);
