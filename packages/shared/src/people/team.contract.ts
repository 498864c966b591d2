import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** Teams (API catalogue: POST /team; GET /team; GET, PUT, DELETE /team/{teamid}; members; POST /team_bulk). */
export const TEAM_NAME_MAX = 100;
/** Onboarding offers teams at two levels (access §9). */
export const TEAM_LEVELS = [1, 2] as const;
export const TEAM_MEMBER_PAGE_SIZE = 50;
export const TEAM_BULK_MAX = 200;

export const teamIdParamsSchema = z.object({ teamId: objectIdSchema });

const teamName = z
  .string()
  .trim()
  .min(1, "A team needs a name.")
  .max(TEAM_NAME_MAX, `A team name can have at most ${TEAM_NAME_MAX} characters.`);
const level = z.union([z.literal(1), z.literal(2)]);
const channelIdList = z.array(objectIdSchema).max(200);
const booleanQuery = z.enum(["true", "false"]).transform((v) => v === "true");

export const teamListQuerySchema = z.object({
  groupId: objectIdSchema.optional(),
  /** Only teams that recommend channels (the onboarding's suggestions). */
  onlySuggested: booleanQuery.optional(),
  /** Only the teams offered at this onboarding level. */
  onlySuggestedForGroupOnStep: z.coerce.number().pipe(level).optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

export const teamCreateBodySchema = z.object({
  name: teamName,
  /** Required where groups are enabled; a group admin's own group when left out. */
  groupId: objectIdSchema.optional(),
  level: level.optional(),
  mandatoryChannelList: channelIdList.optional(),
  recommendedChannelList: channelIdList.optional(),
});
export type TeamCreateBody = z.infer<typeof teamCreateBodySchema>;

const teamEditable = z.object({
  name: teamName,
  level,
  mandatoryChannelList: channelIdList,
  recommendedChannelList: channelIdList,
});
export const teamUpdateBodySchema = teamEditable
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Nothing to change.");
export type TeamUpdateBody = z.infer<typeof teamUpdateBodySchema>;

export const teamBulkBodySchema = z.object({
  teamList: z
    .array(teamEditable.partial().extend({ _id: objectIdSchema }))
    .min(1, "No team to change.")
    .max(TEAM_BULK_MAX),
});
export type TeamBulkBody = z.infer<typeof teamBulkBodySchema>;

export const teamMemberAddBodySchema = z.object({
  userIdList: z.array(objectIdSchema).min(1, "No user to add.").max(1000),
});
export type TeamMemberAddBody = z.infer<typeof teamMemberAddBodySchema>;

/** Team member request (access §3): userIdList, or selectAll for every member. */
export const teamMemberRemoveBodySchema = z
  .object({
    userIdList: z.array(objectIdSchema).max(1000).default([]),
    selectAll: z.boolean().default(false),
  })
  .refine((body) => body.selectAll || body.userIdList.length > 0, "No user to remove.");
export type TeamMemberRemoveBody = z.infer<typeof teamMemberRemoveBodySchema>;

export const teamMemberListQuerySchema = z.object({
  fromId: objectIdSchema.optional(),
  searchTerm: z.string().trim().max(100).optional(),
  lastSortValue: z.string().max(300).optional(),
  sortAttr: z.enum(["name", "addedAt"]).default("name"),
  sortReverse: booleanQuery.default(false),
  /** The whole list at once (up to 1000) instead of one page. */
  isFull: booleanQuery.default(false),
});
export type TeamMemberListQuery = z.infer<typeof teamMemberListQuerySchema>;

/** A team as the spec names it (access §3 Team). */
export const teamSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  groupId: objectIdSchema.nullable(),
  groupName: z.string().nullable(),
  level: level,
  memberCount: z.number().int(),
  mandatoryChannelList: z.array(objectIdSchema),
  recommendedChannelList: z.array(objectIdSchema),
  isLabEnabled: z.boolean(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamListSchema = z.object({ teamList: z.array(teamSchema) });
export type TeamList = z.infer<typeof teamListSchema>;

export const teamDeletedSchema = z.object({ _id: objectIdSchema, deleted: z.literal(true) });

export const teamMemberSchema = z.object({
  _id: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  addedAt: z.string(),
});
export const teamMemberListSchema = z.object({
  memberList: z.array(teamMemberSchema),
  /** The keyset to ask for the next page with (fromId, lastSortValue), or null at the end. */
  next: z.object({ fromId: objectIdSchema, lastSortValue: z.string() }).nullable(),
});
export type TeamMemberList = z.infer<typeof teamMemberListSchema>;

export const teamMemberChangeSchema = z.object({ _id: objectIdSchema, memberCount: z.number().int() });
