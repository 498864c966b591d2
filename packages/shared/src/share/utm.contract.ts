import { z } from "zod";
import { UTM_TAG_NAMES, UTM_TAG_TYPES } from "./utm.rules.ts";

/** Catalogue "GET and PUT /company/{companyId}/utm": the company's UTM tags of tracked links. */
export const utmTagSchema = z
  .object({
    name: z.enum(UTM_TAG_NAMES),
    type: z.enum(UTM_TAG_TYPES),
    value: z.string().trim().max(200).optional(),
  })
  .refine((tag) => tag.type !== "staticText" || (tag.value ?? "") !== "", {
    message: "A staticText tag needs a value",
    path: ["value"],
  });

export const companyUtmSettingsSchema = z.object({
  isEnabled: z.boolean(),
  tagList: z
    .array(utmTagSchema)
    .max(UTM_TAG_NAMES.length)
    .refine((tags) => new Set(tags.map((t) => t.name)).size === tags.length, {
      message: "Each UTM tag name may be listed once",
    }),
});
export type CompanyUtmSettings = z.infer<typeof companyUtmSettingsSchema>;
