import { ADMIT_GROUP_JOB } from "@chorus/shared/invitation/invitation.jobs.contract";
import type { AppDeps } from "../../platform/deps.ts";

/**
 * Seats freed in these groups (members removed or moved out, a seat limit raised): the invitation
 * module's admit job runs for each at once, so the next in the queue get in without waiting for the
 * minute's sweep. Sent after the change commits; the job is idempotent.
 */
export async function admitNextInQueue(
  deps: Pick<AppDeps, "jobs">,
  companyId: string,
  groupIds: readonly (string | null | undefined)[],
): Promise<void> {
  const unique = [...new Set(groupIds.filter((id): id is string => typeof id === "string"))];
  for (const groupId of unique) await deps.jobs.send(ADMIT_GROUP_JOB, { companyId, groupId });
}
