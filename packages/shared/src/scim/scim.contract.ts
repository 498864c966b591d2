import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/** Core §3: what SCIM Groups become in Chorus (a setting of the Active Directory tab). */
export const SCIM_GROUP_MAPPINGS = ["group", "team"] as const;
export const scimGroupMappingSchema = z.enum(SCIM_GROUP_MAPPINGS);
export type ScimGroupMapping = z.infer<typeof scimGroupMappingSchema>;

export const scimErrorEntrySchema = z.object({
  _id: objectIdSchema,
  /** The notification type (core §3): ad_error_unexpected, ad_error_user_exists, … */
  type: z.string(),
  message: z.string(),
  dateTime: z.string(),
});
export type ScimErrorEntry = z.infer<typeof scimErrorEntrySchema>;

/** The Active Directory tab: where the directory calls, the token (never its secret), mapping, last sync. */
export const scimSettingsSchema = z.object({
  endpointUrl: z.string(),
  hasToken: z.boolean(),
  /** The token's last four characters. */
  tokenHint: z.string().nullable(),
  tokenCreatedAt: z.string().nullable(),
  groupMapping: scimGroupMappingSchema,
  lastSyncAt: z.string().nullable(),
  errorList: z.array(scimErrorEntrySchema),
});
export type ScimSettings = z.infer<typeof scimSettingsSchema>;

export const scimSettingsBodySchema = z.object({ groupMapping: scimGroupMappingSchema });
export type ScimSettingsBody = z.infer<typeof scimSettingsBodySchema>;

/** A new token: shown once (only its hash is kept). */
export const scimTokenSchema = z.object({ token: z.string(), settings: scimSettingsSchema });
export type ScimToken = z.infer<typeof scimTokenSchema>;
