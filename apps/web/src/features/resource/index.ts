/** What other features may use from resource: the keys (the screen is reached through the route table). */
export { resourceKeys } from "./query-keys.ts";
