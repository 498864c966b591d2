import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

export interface InvitationTemplate {
  invitationTemplate: string;
  invitationSignature: string;
  smsInvitationTemplate: string;
}
export interface InvitationPermissions {
  sharerInviteEnabled: boolean;
  emailDomainList: string[];
}

export const userGroup = pgTable(
  "user_group",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    name: text("name").notNull(),
    seatLimit: integer("seat_limit").notNull().default(1000),
    memberCount: integer("member_count").notNull().default(0),
    invitationTemplate: jsonb("invitation_template")
      .$type<InvitationTemplate>()
      .notNull()
      .default({ invitationTemplate: "", invitationSignature: "", smsInvitationTemplate: "" }),
    invitationPermissions: jsonb("invitation_permissions")
      .$type<InvitationPermissions>()
      .notNull()
      .default({ sharerInviteEnabled: false, emailDomainList: [] }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("user_group_company_idx").on(t.companyId, t.name)],
);

export const groupAdmin = pgTable(
  "group_admin",
  {
    companyId: objectId("company_id").notNull(),
    groupId: objectId("group_id").notNull(),
    userId: objectId("user_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index("group_admin_user_idx").on(t.companyId, t.userId),
  ],
);

export const team = pgTable(
  "team",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    groupId: objectId("group_id"),
    name: text("name").notNull(),
    /** Onboarding level (1 or 2) the team is offered at. */
    level: integer("level").notNull().default(1),
    memberCount: integer("member_count").notNull().default(0),
    mandatoryChannelIdList: text("mandatory_channel_id_list").array().notNull().default([]),
    recommendedChannelIdList: text("recommended_channel_id_list").array().notNull().default([]),
    isLabEnabled: boolean("is_lab_enabled").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("team_company_group_idx").on(t.companyId, t.groupId)],
);

export const teamMember = pgTable(
  "team_member",
  {
    companyId: objectId("company_id").notNull(),
    teamId: objectId("team_id").notNull(),
    userId: objectId("user_id").notNull(),
    addedAt: at("added_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index("team_member_user_idx").on(t.companyId, t.userId),
  ],
);

/** A group's e-mail managers (PUT /api/group/{groupId}/emailManagers; the user list's isEmailManager filter). */
export const groupEmailManager = pgTable(
  "group_email_manager",
  {
    companyId: objectId("company_id").notNull(),
    groupId: objectId("group_id").notNull(),
    userId: objectId("user_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index("group_email_manager_user_idx").on(t.companyId, t.userId),
  ],
);
