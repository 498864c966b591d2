import { boolean, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

export const channel = pgTable(
  "channel",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    groupId: objectId("group_id"),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    isPrivate: boolean("is_private").notNull().default(false),
    isMandatory: boolean("is_mandatory").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** New members of the company are subscribed to company default channels. */
    isCompanyDefault: boolean("is_company_default").notNull().default(false),
    createdBy: objectId("created_by"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("channel_company_idx").on(t.companyId, t.groupId)],
);

/** Channel managers and analysts: the source of managingChannelIdList / analysingChannelIdList. */
export const channelStaff = pgTable(
  "channel_staff",
  {
    companyId: objectId("company_id").notNull(),
    channelId: objectId("channel_id").notNull(),
    userId: objectId("user_id").notNull(),
    /** 'manager' or 'analyst'. */
    duty: text("duty").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userId, t.duty] }),
    index("channel_staff_user_idx").on(t.companyId, t.userId),
  ],
);

/** A user's subscription; for a private channel it is also the membership. */
export const channelSubscription = pgTable(
  "channel_subscription",
  {
    companyId: objectId("company_id").notNull(),
    channelId: objectId("channel_id").notNull(),
    userId: objectId("user_id").notNull(),
    subscribedAt: at("subscribed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userId] }),
    index("channel_subscription_user_idx").on(t.companyId, t.userId),
  ],
);

/** Channels a group's new members are subscribed to (GET/PUT /api/group/{groupId}/channel/default). */
export const groupDefaultChannel = pgTable(
  "group_default_channel",
  {
    companyId: objectId("company_id").notNull(),
    groupId: objectId("group_id").notNull(),
    channelId: objectId("channel_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.channelId] })],
);
