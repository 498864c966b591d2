import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { INVITER_NAME_MAX, PHONE_PATTERN } from "./invitation.rules.ts";

/** Invitations (access §2, §3, §4; catalogue: launch, invitation and queue payloads). */

/** The inviter's notification when an invitee accepts (core §3 notification types). */
export const ACCEPTED_INVITATION_NOTIFICATION = "accepted_invitation";
/** The points ledger's reason for the company's invitePoint. */
export const INVITE_POINTS_REASON = "invite";

export const INVITATION_STATUSES = ["scheduled", "sent", "queued", "accepted", "failed"] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const inviteRoleIdSchema = z.enum(["", "group_admin", "admin", "partner", "smarper"]);

/** Invitee: email or phone, teamIdList (access §3), and the name of 'First Last <address>'. */
export const inviteeSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(20).optional(),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    teamIdList: z.array(objectIdSchema).max(50).default([]),
  })
  .refine((v) => Boolean(v.email) !== Boolean(v.phone), "Give either an e-mail or a phone number.");
export type Invitee = z.input<typeof inviteeSchema>;

/** Invitation request (access §3). */
export const launchCreateBodySchema = z
  .object({
    inviteeList: z.array(inviteeSchema).min(1, "Please, add at least one email for invite.").max(1000),
    roleId: inviteRoleIdSchema.default(""),
    message: z.string().max(5000).default(""),
    invitationSignature: z.string().max(2000).default(""),
    inviterName: z
      .string()
      .trim()
      .max(INVITER_NAME_MAX, `At most ${INVITER_NAME_MAX} characters.`)
      .default(""),
    scheduledAt: z.iso.datetime({ offset: true }).optional(),
    groupId: objectIdSchema.optional(),
    sendingType: z.enum(["now", "scheduled"]).default("now"),
  })
  .refine((v) => v.sendingType === "now" || v.scheduledAt !== undefined, {
    message: "Please choose when to send the invitations.",
    path: ["scheduledAt"],
  });
export type LaunchCreateBody = z.input<typeof launchCreateBodySchema>;

export const inviteFailureSchema = z.object({ email: z.string(), error: z.string() });
export type InviteFailure = z.infer<typeof inviteFailureSchema>;

/** Invitation response (access §3): successCount, failureList; phone and e-mail counts for the toast. */
export const inviteResultSchema = z.object({
  successCount: z.number().int(),
  emailCount: z.number().int(),
  phoneCount: z.number().int(),
  queuedCount: z.number().int(),
  failureList: z.array(inviteFailureSchema),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

export const invitationSchema = z.object({
  _id: objectIdSchema,
  kind: z.enum(["launch", "referral"]),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  roleId: inviteRoleIdSchema,
  teamIdList: z.array(z.string()),
  status: invitationStatusSchema,
  inviterId: z.string(),
  inviterName: z.string(),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListQuerySchema = z.object({
  status: invitationStatusSchema.optional(),
  searchTerm: z.string().trim().max(100).optional(),
  groupId: objectIdSchema.optional(),
  /** Keyset paging: the last _id of the previous page (newest first). */
  fromId: objectIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const invitationListSchema = z.object({ invitationList: z.array(invitationSchema) });

export const idListBodySchema = z.object({ idList: z.array(objectIdSchema).min(1).max(1000) });
export const countResultSchema = z.object({ count: z.number().int() });

/** Referral request (access §3): list (comma-joined addresses) and message. */
export const referralCreateBodySchema = z.object({
  list: z.string().trim().min(1, "Please, add at least one email for invite.").max(20_000),
  message: z.string().max(5000).default(""),
});

/** What the referral modal needs: full mode (whole addresses) or names with the group's domains. */
export const referralSetupSchema = z.object({
  canInvite: z.boolean(),
  fullMode: z.boolean(),
  domainList: z.array(z.string()),
  defaultMessage: z.string(),
});

export const launchSetupGroupSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  seatLimit: z.number().int(),
  memberCount: z.number().int(),
  invitationTemplate: z.string(),
  invitationSignature: z.string(),
  smsInvitationTemplate: z.string(),
});
/** What the advanced invite wizard needs to start. */
export const launchSetupSchema = z.object({
  isGroupEnabled: z.boolean(),
  /** Managers pick the group when groups are on; group admins are fixed to theirs. */
  showGroupStep: z.boolean(),
  smsLab: z.boolean(),
  inviterName: z.string(),
  defaultMessage: z.string(),
  roleList: z.array(z.object({ label: z.string(), value: inviteRoleIdSchema })),
  groupList: z.array(launchSetupGroupSchema),
  teamList: z.array(
    z.object({
      _id: objectIdSchema,
      name: z.string(),
      groupId: z.string().nullable(),
      groupName: z.string(),
    }),
  ),
});
export type LaunchSetup = z.infer<typeof launchSetupSchema>;

/** CSV import: the file's name and text; the server parses it (csv-parse) and checks the teams. */
export const csvImportBodySchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  /** At most 1,048,576 bytes (checked on the UTF-8 size); a little slack for JSON framing. */
  content: z.string().max(1_048_576),
  groupId: objectIdSchema.optional(),
});
export const csvImportResultSchema = z.object({
  inviteeList: z.array(
    z.object({ email: z.string().optional(), phone: z.string().optional(), teamIdList: z.array(z.string()) }),
  ),
  emailCount: z.number().int(),
  phoneCount: z.number().int(),
  summary: z.string(),
});

export const queueEntrySchema = z.object({
  _id: objectIdSchema,
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  groupId: objectIdSchema,
  groupName: z.string(),
  position: z.number().int(),
  queuedAt: z.string(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;
export const queueListQuerySchema = z.object({ groupId: objectIdSchema.optional() });
export const queueListSchema = z.object({ queueList: z.array(queueEntrySchema) });
export const queueOrderBodySchema = z.object({
  groupId: objectIdSchema,
  /** The group's queued users in their new order. */
  userIdList: z.array(objectIdSchema).min(1).max(10_000),
});
export const queueDeleteBodySchema = z.object({ userIdList: z.array(objectIdSchema).min(1).max(1000) });

export const phoneSchema = z.string().regex(PHONE_PATTERN);
