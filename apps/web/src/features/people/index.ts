/** People administration: what other features may use. */
export { LabsPanel } from "./components/LabsPanel.tsx";
export { TeamsNewBadge } from "./components/TeamsNewBadge.tsx";
export { peopleKeys } from "./query-keys.ts";
export { markTeamsViewed, TEAMS_VIEWED_EVENT, teamsViewed } from "./teams-badge.ts";
