import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, objectId } from "./columns.ts";

/**
 * An invitation to one address (access §2, §3): advanced (launch) from the wizard, or a referral.
 * Status: scheduled (a job sends it at scheduled_at), sent (a link is out), queued (the group was
 * full: the invitee waits in user_queue), accepted, failed (the SMS provider refused). The link's
 * secret is kept only as its SHA-256, like account tokens.
 */
export const invitation = pgTable(
  "invitation",
  {
    id: objectId("id").primaryKey(),
    companyId: objectId("company_id").notNull(),
    /** launch | referral */
    kind: text("kind").notNull(),
    /** Invitations created by one request share a batch (the scheduled job sends a batch). */
    batchId: objectId("batch_id").notNull(),
    inviterId: objectId("inviter_id").notNull(),
    inviterName: text("inviter_name").notNull().default(""),
    email: text("email"),
    phoneNumber: text("phone_number"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    groupId: objectId("group_id"),
    /** '' (User), group_admin, admin, partner, smarper. */
    roleId: text("role_id").notNull().default(""),
    teamIdList: text("team_id_list").array().notNull().default([]),
    message: text("message").notNull().default(""),
    invitationSignature: text("invitation_signature").notNull().default(""),
    status: text("status").notNull(),
    error: text("error"),
    /** The account made for the invitee: when queued, or on acceptance. */
    userId: objectId("user_id"),
    tokenHash: text("token_hash"),
    tokenExpiresAt: at("token_expires_at"),
    scheduledAt: at("scheduled_at"),
    sentAt: at("sent_at"),
    remindedAt: at("reminded_at"),
    acceptedAt: at("accepted_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("invitation_company_kind_idx").on(t.companyId, t.kind, t.id.desc()),
    index("invitation_batch_idx").on(t.companyId, t.batchId),
    index("invitation_email_idx").on(t.companyId, t.email),
    uniqueIndex("invitation_token_uq").on(t.tokenHash),
  ],
);
