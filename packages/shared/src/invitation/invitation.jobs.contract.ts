import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/**
 * A job's contract (its name and payload), like an endpoint's: the invitation module defines the
 * handler, and people administration sends it without importing that module (notification reads
 * people's settings and invitations notify, so an import would close a cycle).
 *
 * A seat freed in a group (a member removed or moved out, the seat limit raised): the next in the
 * group's queue get in at once instead of at the minute's sweep.
 */
export const ADMIT_GROUP_JOB = {
  name: "invitation.admit-group",
  payload: z.object({ companyId: objectIdSchema, groupId: objectIdSchema }),
} as const;
export type AdmitGroupPayload = z.infer<typeof ADMIT_GROUP_JOB.payload>;
