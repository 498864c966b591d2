import { z } from "zod";
import { roleSchema } from "../access/roles.ts";
import { companySchema } from "../company/company.contract.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import { NOTIFICATION_CATEGORIES } from "../notification/notification-types.ts";

/** Per-network connection flags of the user (access §3: "a connected flag per network"). */
export const connectedNetworksSchema = z.object({
  linkedin: z.boolean(),
  twitter: z.boolean(),
  facebook: z.boolean(),
  xing: z.boolean(),
});

export const notificationFlagsSchema = z.object({
  instantPost: z.boolean(),
  acceptedInvitation: z.boolean(),
  shareStat: z.boolean(),
  newProposedPost: z.boolean(),
  approvedPost: z.boolean(),
  /** The weekly digest of the user's group by e-mail (issue #14); unset means on. */
  digest: z.boolean().optional(),
  /** Per category, the delivery channels the user chose (in-app, e-mail, push); unset means the default. */
  channels: z
    .partialRecord(
      z.enum(NOTIFICATION_CATEGORIES),
      z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() }).partial(),
    )
    .optional(),
});

/** The Session user of core §3 plus the User fields of access §3. */
export const sessionUserSchema = z.object({
  _id: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: roleSchema,
  language: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  companyId: objectIdSchema,
  companyName: z.string(),
  companySubdomain: z.string(),
  AvatarUrl: z.string().nullable(),
  smarpScore: z.number().int().nullable(),
  Star: z.number().int(),
  Coin: z.number().int(),
  isFresh: z.boolean(),
  hasPassword: z.boolean(),
  userDoesntShare: z.boolean(),
  anonymousEnabled: z.boolean(),
  referrerId: z.string().nullable(),
  triggeredEventList: z.array(z.string()),
  managingChannelIdList: z.array(objectIdSchema),
  analysingChannelIdList: z.array(objectIdSchema),
  smarpFeatureMap: z.record(z.string(), z.boolean()),
  linkedinTokenExpiredAt: z.string().nullable(),
  connected: connectedNetworksSchema,
  notification: notificationFlagsSchema,
  switchableRoleList: z.array(roleSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/session2: user, active role, company. */
export const session2Schema = z.object({
  user: sessionUserSchema,
  role: roleSchema,
  company: companySchema,
});
export type Session2 = z.infer<typeof session2Schema>;

/** GET /api/session: the light probe the client calls first; the CSRF token rides in a header. */
export const sessionProbeSchema = z.object({
  isLoggedIn: z.boolean(),
  userId: objectIdSchema.nullable(),
  role: roleSchema.nullable(),
  companyId: objectIdSchema.nullable(),
});

/** GET /api/session2/user/enhancement (core §3 Session enhancement). */
export const sessionEnhancementSchema = z.object({
  userSettings: z.object({ postOnBehalf: z.object({ canShare: z.boolean(), canPost: z.boolean() }) }),
});
export type SessionEnhancement = z.infer<typeof sessionEnhancementSchema>;

/** PUT /api/session: save the session with another role the user may take. */
export const sessionRoleBodySchema = z.object({ role: roleSchema });

export const CSRF_HEADER = "x-csrf-token";
export const NO_SESSION_HEADER = "x-no-session";
export const ERROR_CODE_HEADER = "x-smarp-error-code";
