/** What other modules may use from the post-on-behalf module. */
export { canShareOnBehalf, postOnBehalfSettings } from "./behalf-owner.service.ts";
