/**
 * What other modules may use from invitations: when people administration frees a seat (a member
 * removed or moved, a seat limit raised) it sends `admitGroupJob` for the group, so the queue moves
 * at once instead of at the next minute's sweep.
 */
export { admitGroupJob } from "./invitation.jobs.ts";
