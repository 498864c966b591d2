/** What other modules may use from the post-on-behalf module. */

export { behalfRoutes } from "./behalf.routes.ts";
export { canShareOnBehalf, postOnBehalfSettings } from "./behalf-owner.service.ts";
