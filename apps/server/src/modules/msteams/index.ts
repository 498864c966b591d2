/** What other modules may use from Microsoft Teams: building a card (a summary elsewhere could reuse it). */
export { adaptiveCardMessage, type CardPost } from "./adaptive-card.ts";
