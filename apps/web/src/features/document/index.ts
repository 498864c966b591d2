/** What other features may use from the document library. */
export { documentKeys } from "./query-keys.ts";
