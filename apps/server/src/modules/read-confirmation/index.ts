/** What other modules may use from read confirmation: who manages a post, and formula-safe CSV. */
export { assertCanManagePost, canManagePost, POST_MANAGER_ROLES } from "./post-manager.ts";
export { attachment, toSafeCsv } from "./safe-csv.ts";
