/** What other modules may use from the AI module. */
export { aiRoutes } from "./ai.routes.ts";
export type { GenerateRequest, TextGenerator } from "./text-generator.ts";
