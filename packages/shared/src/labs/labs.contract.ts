import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { LAB_PAGE_NAMES, USER_FLAG_NAMES } from "./labs-page.rules.ts";

export const labNameSchema = z.enum(LAB_PAGE_NAMES);
export const labStateSchema = z.object({ name: labNameSchema, isEnabled: z.boolean() });
export type LabState = z.infer<typeof labStateSchema>;

export const companyIdParamsSchema = z.object({ companyId: objectIdSchema });
export const labUserParamsSchema = z.object({ userId: objectIdSchema });

/** The labs page: the labs the caller may see, each on or off, and the instance type (Migrate row). */
export const companyLabsSchema = z.object({
  labList: z.array(labStateSchema),
  instanceType: z.enum(["classic", "group"]),
});
export type CompanyLabs = z.infer<typeof companyLabsSchema>;

/** Save Changes: the labs named change, the others (and those hidden from the caller) stay. */
export const companyLabsBodySchema = z.object({
  labList: z.array(labStateSchema).min(1).max(LAB_PAGE_NAMES.length),
});

/**
 * A user's own flags (smarpFeatureMap): labs and the user-only flags (e.g. the Vietnamese
 * language), on, off, or absent (the company's setting counts).
 */
export const userFlagNameSchema = z.enum(USER_FLAG_NAMES);
export const userLabsSchema = z.object({ featureMap: z.partialRecord(userFlagNameSchema, z.boolean()) });
export type UserLabs = z.infer<typeof userLabsSchema>;

/** Migrate a classic instance to groups: one group with everyone; withTeams keeps the teams in it. */
export const migrateBodySchema = z.object({ withTeams: z.boolean() });
export const migrateResultSchema = z.object({
  groupId: objectIdSchema,
  movedCount: z.number().int(),
  teamCount: z.number().int(),
});
