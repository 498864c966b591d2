import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** Resources (API catalogue: POST /resource; GET /resource (groupId required); GET, PUT, DELETE /resource/{resourceId}). */
export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 2000;
export const RESOURCE_HTML_BODY_MAX = 100_000;
/** The list's groupId for the company-wide resources. */
export const COMPANY_WIDE = "company";

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), "must be an http or https URL");
/** A picture is an outside http(s) URL or one of our own uploads ("/images/…"). */
const imageUrl = z.union([
  httpUrl,
  z
    .string()
    .trim()
    .max(2048)
    .regex(/^\/[^/\\]/, "must be an http or https URL or a path starting with /"),
]);

/** "company" (the company-wide resources) or a group's id. */
export const resourceGroupSelectorSchema = z.union([z.literal(COMPANY_WIDE), objectIdSchema], {
  error: `groupId must be "${COMPANY_WIDE}" or a 24-character hex group id`,
});

export const resourceListQuerySchema = z.object({ groupId: resourceGroupSelectorSchema });
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

export const resourceIdParamsSchema = z.object({ resourceId: objectIdSchema });

const titleSchema = z
  .string()
  .trim()
  .min(1, "A resource needs a title.")
  .max(RESOURCE_TITLE_MAX, `A title can have at most ${RESOURCE_TITLE_MAX} characters.`);

const editableFields = {
  title: titleSchema,
  description: z.string().max(RESOURCE_DESCRIPTION_MAX),
  url: httpUrl.nullable(),
  /** Rich text; sanitised on the server with the posts' allow-list. */
  htmlBody: z.string().max(RESOURCE_HTML_BODY_MAX),
  imageUrl: imageUrl.nullable(),
  /** null = company-wide; left out on create: a group admin's own group, a manager's company. */
  groupId: objectIdSchema.nullable(),
  commentEnabled: z.boolean(),
};

export const resourceCreateBodySchema = z.object({
  title: titleSchema,
  description: editableFields.description.optional(),
  url: editableFields.url.optional(),
  htmlBody: editableFields.htmlBody.optional(),
  imageUrl: editableFields.imageUrl.optional(),
  groupId: editableFields.groupId.optional(),
  commentEnabled: editableFields.commentEnabled.optional(),
});
export type ResourceCreateBody = z.infer<typeof resourceCreateBodySchema>;

export const resourceUpdateBodySchema = z
  .object(editableFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Nothing to change.");
export type ResourceUpdateBody = z.infer<typeof resourceUpdateBodySchema>;

/** A resource as the viewer sees it. `id` is what comments name (core §3: "id (resource)"). Dates are ISO strings. */
export const resourceSchema = z.object({
  id: objectIdSchema,
  _id: objectIdSchema,
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  htmlBody: z.string(),
  imageUrl: z.string().nullable(),
  groupId: objectIdSchema.nullable(),
  commentEnabled: z.boolean(),
  commentCount: z.number().int().min(0),
  createdAt: z.string(),
  abilities: z.object({ canEdit: z.boolean(), canDelete: z.boolean() }),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourceListSchema = z.object({ resourceList: z.array(resourceSchema) });
export type ResourceList = z.infer<typeof resourceListSchema>;

export const resourceDeletedSchema = z.object({ id: objectIdSchema, deleted: z.literal(true) });
