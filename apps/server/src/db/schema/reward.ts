import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/** A perk Coins buy (the `/reward` page): price in Coins, stock null = no limit. */
export const reward = pgTable(
  "reward",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    /** Units left (reserved by pending and approved requests); null = no limit. */
    stock: integer("stock"),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: objectId("created_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    deletedAt: at("deleted_at"),
  },
  (t) => [index("reward_company_idx").on(t.companyId, t.price).where(sql`${t.deletedAt} is null`)],
);

/**
 * A user's request for a reward: the price was debited through the points ledger when it was
 * made (pending); approved keeps it, rejected refunds it.
 */
export const rewardRedemption = pgTable(
  "reward_redemption",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    rewardId: objectId("reward_id").notNull(),
    userId: objectId("user_id").notNull(),
    /** Coins debited (the reward's price at the time). */
    price: integer("price").notNull(),
    /** pending | approved | rejected */
    status: text("status").notNull().default("pending"),
    note: text("note"),
    requestedAt: at("requested_at").notNull().defaultNow(),
    decidedAt: at("decided_at"),
    decidedBy: objectId("decided_by"),
  },
  (t) => [
    index("reward_redemption_company_idx").on(t.companyId, t.status, t.requestedAt),
    index("reward_redemption_user_idx").on(t.companyId, t.userId, t.requestedAt),
  ],
);
