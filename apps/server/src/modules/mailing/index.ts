/** What other modules may use from mailing: nothing yet (the routes and jobs come through the manifest). */
export { mailingModule } from "./mailing.module.ts";
