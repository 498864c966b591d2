/** What other modules may use from analytics: bringing the rollups up to date (tests, tools). */
export { rollUpAnalytics } from "./rollup.service.ts";
