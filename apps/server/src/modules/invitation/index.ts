/**
 * What other modules may use from invitations: `admitGroupJob` lets the next in a group's queue in.
 * People administration sends it through its contract (`ADMIT_GROUP_JOB` in packages/shared) when
 * it frees a seat, as people may not import this module (invitation → notification → people).
 */
export { admitGroupJob } from "./invitation.jobs.ts";
