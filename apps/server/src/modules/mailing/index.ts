/** What other modules may use from mailing (the routes and jobs come through the manifest). */

export { newsletterClickOf } from "./campaign-links.ts";
export { mailingModule } from "./mailing.module.ts";
