import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { registerShareCalls } from "./share.routes.ts";
import { sharingRuntimeOf } from "./sharing-runtime.ts";
import { registerSocnetCalls } from "./socnet.routes.ts";
import { registerTrackingCalls } from "./tracking.routes.ts";

/** The sharing module's routes: shares, smart queue, points, tracked links, network settings and connections. */
export function shareRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const runtime = await sharingRuntimeOf(deps);
    registerShareCalls(app, deps, runtime);
    registerSocnetCalls(app, deps, runtime);
    registerTrackingCalls(app, deps);
  };
}
