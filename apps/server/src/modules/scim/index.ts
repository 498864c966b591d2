/** What other modules may use from SCIM: nothing yet (the module only serves its routes). */
export { SCIM_CONTENT_TYPE } from "./scim.routes.ts";
