import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * A shortcut of the sidebar's Shortcuts widget (core §3 Shortcut: id, title, link, icon.inlineIcon,
 * color, platform): a company-wide one when group_id is null, else one of a group. `position`
 * orders a place's list (reorder writes it); the icon is a name of the server's icon set and its
 * inline SVG, built from the set when the shortcut is written (never taken from the client).
 */
export const shortcut = pgTable(
  "shortcut",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    /** null = company-wide. */
    groupId: objectId("group_id"),
    title: text("title").notNull(),
    link: text("link").notNull(),
    iconName: text("icon_name").notNull(),
    inlineIcon: text("inline_icon").notNull(),
    /** "#rrggbb". */
    color: text("color").notNull(),
    /** all, web or mobile (API catalogue: Shortcut platform). */
    platform: text("platform").notNull().default("all"),
    position: integer("position").notNull().default(0),
    createdBy: objectId("created_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("shortcut_company_group_position_idx").on(t.companyId, t.groupId, t.position)],
);
