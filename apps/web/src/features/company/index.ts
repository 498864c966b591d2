/** What other parts of the web may use from company administration. */
export { useLegalPages } from "./api.ts";
