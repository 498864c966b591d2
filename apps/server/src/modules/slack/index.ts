/** What other modules may use from Slack: the messages it sends. */
export { dailySummaryMessage, newPostMessage } from "./slack-messages.ts";
