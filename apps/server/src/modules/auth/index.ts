/** What other modules may use from password sign-in. */
export { markActive } from "./auth.repository.ts";
