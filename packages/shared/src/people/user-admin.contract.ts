import { z } from "zod";
import { roleSchema } from "../access/roles.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import { notificationFlagsSchema } from "../session/session.contract.ts";

/**
 * Users administration (API catalogue §7 Users): GET /user and /user/count, GET/PUT /user/{UserId},
 * PUT /user/{UserId}/role, PUT /user/{UserId}/resetpoints, PUT /user/group, DELETE /user.
 */
export const USER_PAGE_SIZE_DEFAULT = 50;
export const USER_PAGE_SIZE_MAX = 100;
export const USER_BULK_MAX = 1000;

export const userIdParamsSchema = z.object({ userId: objectIdSchema });

const booleanQuery = z.enum(["true", "false"]).transform((v) => v === "true");

/** Mass-mail last-active filter (catalogue §3): iN active within N days, inteN not active within N days. */
export const LAST_ACTIVE_FILTERS = [
  "inte7",
  "inte30",
  "inte60",
  "inte90",
  "i7",
  "i30",
  "i60",
  "i90",
] as const;
export const USER_SORT_ATTRS = ["name", "date", "points"] as const;
export const USER_STATUSES = ["active", "inactive", "all"] as const;

/** The filters the list and the count share. */
export const userFilterQuerySchema = z.object({
  searchTerm: z.string().trim().max(100).optional(),
  groupId: objectIdSchema.optional(),
  /** A team's id. */
  team: objectIdSchema.optional(),
  role: roleSchema.optional(),
  status: z.enum(USER_STATUSES).default("active"),
  lastActiveFilter: z.enum(LAST_ACTIVE_FILTERS).optional(),
  /** employee: User-level accounts; manager: group admins and company managers. */
  userType: z.enum(["employee", "manager"]).optional(),
});
export type UserFilterQuery = z.infer<typeof userFilterQuerySchema>;

export const userListQuerySchema = userFilterQuerySchema.extend({
  /** Only (true) or no (false) e-mail managers of a group (list only, as in the catalogue). */
  isEmailManager: booleanQuery.optional(),
  sortAttr: z.enum(USER_SORT_ATTRS).default("name"),
  sortReverse: booleanQuery.default(false),
  /** Keyset paging: the previous page's last row (its id and its sort value). */
  fromId: objectIdSchema.optional(),
  lastSortValue: z.string().max(300).optional(),
  pageSize: z.coerce.number().int().min(1).max(USER_PAGE_SIZE_MAX).default(USER_PAGE_SIZE_DEFAULT),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** A user as an administrator sees them (access §3 User, plus the account's state). */
export const adminUserSchema = z.object({
  _id: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: roleSchema,
  groupId: objectIdSchema.nullable(),
  groupName: z.string().nullable(),
  teamList: z.array(z.object({ _id: objectIdSchema, name: z.string() })),
  language: z.string(),
  Star: z.number().int(),
  Coin: z.number().int(),
  isActive: z.boolean(),
  isFresh: z.boolean(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListSchema = z.object({
  userList: z.array(adminUserSchema),
  next: z.object({ fromId: objectIdSchema, lastSortValue: z.string() }).nullable(),
});
export type UserList = z.infer<typeof userListSchema>;

export const countSchema = z.object({ count: z.number().int().min(0) });

const name = z.string().trim().min(1, "Please, fill in your name.").max(100);
/** A plus followed by 7 to 15 digits (access §5). */
export const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+\d{7,15}$/, "Please enter a valid phone numbers.");

export const userEditBodySchema = z
  .object({
    firstName: name,
    lastName: name,
    email: z.string().trim().toLowerCase().email("Please enter a valid emails.").max(254),
    phoneNumber: phoneNumberSchema.nullable(),
    language: z.string().min(2).max(10),
    /** Replaces the user's teams; every team must belong to the user's group. */
    teamIdList: z.array(objectIdSchema).max(200),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Nothing to change.");
export type UserEditBody = z.infer<typeof userEditBodySchema>;

export const userRoleBodySchema = z.object({ role: roleSchema });
export type UserRoleBody = z.infer<typeof userRoleBodySchema>;

const userIdList = z.array(objectIdSchema).min(1, "No user selected.").max(USER_BULK_MAX);

export const userMoveGroupBodySchema = z.object({ groupId: objectIdSchema, userIdList });
export type UserMoveGroupBody = z.infer<typeof userMoveGroupBodySchema>;

export const userRemoveBodySchema = z.object({
  userIdList,
  /** Also erase the personal data (names, e-mail, phone, picture); shares and posts stay, anonymised. */
  eraseData: z.boolean().default(false),
});
export type UserRemoveBody = z.infer<typeof userRemoveBodySchema>;

export const userRemovedSchema = z.object({
  removedCount: z.number().int(),
  erased: z.boolean(),
  removedSessionCount: z.number().int(),
});
export const userMovedSchema = z.object({
  groupId: objectIdSchema,
  movedCount: z.number().int(),
  memberCount: z.number().int(),
});
export const pointsResetSchema = z.object({ _id: objectIdSchema, Star: z.literal(0), Coin: z.literal(0) });

/** PUT /user/{UserId}/notification: "me" or a user id. */
export const notificationUserParamsSchema = z.object({ userId: z.union([z.literal("me"), objectIdSchema]) });
/** The notification settings to change; the others keep their value. */
export const notificationSettingsBodySchema = notificationFlagsSchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Nothing to change.");
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;
export { notificationFlagsSchema };
