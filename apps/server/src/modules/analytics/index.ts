/** What other modules may use from analytics: bringing the rollups up to date (tests, tools). */
export { rebuildRollups, rollUpAnalytics } from "./rollup.service.ts";
