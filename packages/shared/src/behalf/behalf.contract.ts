import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { postSchema } from "../post/post.contract.ts";
import { COLLABORATION_STATUSES, DECIDED_STATUSES } from "./behalf.rules.ts";

/** Post on behalf of a content owner (catalogue "Behalf post"; core §3 Session enhancement). */

export const collaborationStatusSchema = z.enum(COLLABORATION_STATUSES);

const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};
const queryFlag = z
  .enum(["true", "false"])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === "true"));

export const collaborationPageQuerySchema = z.object(pageQuery);
export const contentOwnerParamsSchema = z.object({ contentOwnerId: objectIdSchema });
/** Whose collaboration with the owner: the caller's own unless named (owners and managers name the writer). */
export const collaborationLookupQuerySchema = z.object({ contentWriterId: objectIdSchema.optional() });

/** PUT /behalf_post/collaborations: the caller asks to write for a content owner. */
export const collaborationBodySchema = z.object({
  contentOwnerId: objectIdSchema,
  isPostCreationEnabled: z.boolean(),
  isExternalShareEnabled: z.boolean(),
});
export type CollaborationBody = z.infer<typeof collaborationBodySchema>;

/**
 * POST /behalf_post/collaborations/{contentOwnerId}/status. Catalogue: "status-update payload allows
 * only approved or rejected". The path names only the owner, so the writer is named here.
 */
export const collaborationStatusBodySchema = z.object({
  status: z.enum(DECIDED_STATUSES),
  contentWriterId: objectIdSchema,
});

export const collaborationPersonSchema = z.object({
  _id: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
});

export const collaborationSchema = z.object({
  _id: objectIdSchema,
  contentOwnerId: objectIdSchema,
  contentWriterId: objectIdSchema,
  contentOwner: collaborationPersonSchema,
  contentWriter: collaborationPersonSchema,
  status: collaborationStatusSchema,
  isPostCreationEnabled: z.boolean(),
  isExternalShareEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  notifiedAt: z.string().nullable(),
  /** The toast of core §2 for a decided collaboration, null while pending. */
  statusMessage: z.string().nullable(),
  /** What the caller may do, so the web does not re-derive roles. */
  abilities: z.object({ canDecide: z.boolean(), canNotifyOwner: z.boolean(), canDelete: z.boolean() }),
});
export type Collaboration = z.infer<typeof collaborationSchema>;

export const collaborationPageSchema = z.object({
  collaborationList: z.array(collaborationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

export const ownerQuerySchema = z.object({
  ...pageQuery,
  isPostCreationEnabled: queryFlag,
  isExternalShareEnabled: queryFlag,
});
export const contentOwnerSchema = collaborationPersonSchema.extend({
  isPostCreationEnabled: z.boolean(),
  isExternalShareEnabled: z.boolean(),
});
export const ownerPageSchema = z.object({
  ownerList: z.array(contentOwnerSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

/** Who a writer may ask: active people of the company whose name or e-mail holds `q`. */
export const OWNER_CANDIDATE_LIMIT = 20;
export const ownerCandidateQuerySchema = z.object({ q: z.string().trim().max(100).default("") });
export const ownerCandidateListSchema = z.object({ candidateList: z.array(collaborationPersonSchema) });
export type OwnerCandidate = z.infer<typeof collaborationPersonSchema>;

export const ownerChannelListSchema = z.object({
  channelList: z.array(
    z.object({
      _id: objectIdSchema,
      name: z.string(),
      isPrivate: z.boolean(),
      groupId: objectIdSchema.nullable(),
    }),
  ),
});

export const behalfFeedQuerySchema = z.object(pageQuery);
export const behalfFeedPageSchema = z.object({
  postList: z.array(postSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

export const deletedSchema = z.object({ deleted: z.literal(true) });
