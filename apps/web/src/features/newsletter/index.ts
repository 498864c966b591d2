/** What other features may use from the newsletter feature: its query keys. */
export { mailingKeys } from "./query-keys.ts";
