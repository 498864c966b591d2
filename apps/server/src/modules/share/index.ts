/** What other modules may use from sharing. */
export { connectedNetworksSql } from "./connection.repository.ts";
export { connectionRemindersJob, sendShareJob } from "./share.jobs.ts";
export { shareRoutes } from "./share-module.ts";
