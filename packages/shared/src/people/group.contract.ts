import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** Groups (API catalogue: POST /group; GET /group; PUT and DELETE /group/{groupId}; invitation template and permission). */
export const GROUP_NAME_MAX = 100;
export const GROUP_SEAT_LIMIT_MAX = 1_000_000;

export const groupIdParamsSchema = z.object({ groupId: objectIdSchema });

const groupName = z
  .string()
  .trim()
  .min(1, "A group needs a name.")
  .max(GROUP_NAME_MAX, `A group name can have at most ${GROUP_NAME_MAX} characters.`);
const seatLimit = z.number().int().min(0).max(GROUP_SEAT_LIMIT_MAX);

export const groupListQuerySchema = z.object({
  /** The catalogue's "query filter": a case-insensitive part of the name. */
  filter: z.string().trim().max(GROUP_NAME_MAX).optional(),
});

export const groupCreateBodySchema = z.object({ name: groupName, seatLimit: seatLimit.optional() });
export type GroupCreateBody = z.infer<typeof groupCreateBodySchema>;

export const groupUpdateBodySchema = z
  .object({ name: groupName, seatLimit })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Nothing to change.");
export type GroupUpdateBody = z.infer<typeof groupUpdateBodySchema>;

export const invitationTemplateSchema = z.object({
  invitationTemplate: z.string().max(10_000),
  invitationSignature: z.string().max(1_000),
  /** May hold the inviter's-name placeholder, replaced when sent. */
  smsInvitationTemplate: z.string().max(1_000),
});
export type InvitationTemplate = z.infer<typeof invitationTemplateSchema>;

/** A bare e-mail domain such as "acme.example" (no at sign, no scheme). */
export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "must be an e-mail domain");

export const invitationPermissionSchema = z.object({
  sharerInviteEnabled: z.boolean(),
  emailDomainList: z.array(emailDomainSchema).max(100),
});
export type InvitationPermission = z.infer<typeof invitationPermissionSchema>;

/** A group as the spec names it (access §3 Group). */
export const groupSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  seatLimit: z.number().int(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  adminList: z.array(z.object({ _id: objectIdSchema, firstName: z.string(), lastName: z.string() })),
  invitationTemplate: invitationTemplateSchema,
  invitationPermissions: invitationPermissionSchema,
});
export type Group = z.infer<typeof groupSchema>;

export const groupListSchema = z.object({ groupList: z.array(groupSchema) });
export type GroupList = z.infer<typeof groupListSchema>;

export const groupDeletedSchema = z.object({ _id: objectIdSchema, deleted: z.literal(true) });

/** PUT /group/{groupId}/emailManagers: replaces the group's e-mail managers (members of the group). */
export const emailManagersBodySchema = z.object({ userIdList: z.array(objectIdSchema).max(100) });
export const emailManagersSchema = z.object({
  _id: objectIdSchema,
  emailManagerList: z.array(z.object({ _id: objectIdSchema, firstName: z.string(), lastName: z.string() })),
});
export type EmailManagers = z.infer<typeof emailManagersSchema>;
