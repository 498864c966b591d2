/** What other features may use from stats: the keys, so a share can refresh the dashboard. */
export { statsKeys } from "./query-keys.ts";
