/** What other features may use from reward: the keys (the screen is reached through the route table). */
export { rewardKeys } from "./query-keys.ts";
