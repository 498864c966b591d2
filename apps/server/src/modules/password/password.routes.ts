import { passwordEndpoints as endpoints } from "@chorus/shared/password/password.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { resolveHostCompanyId } from "../../platform/tenant.ts";
import {
  changePassword,
  forgotPassword,
  passwordStrength,
  resetPassword,
  setFirstPassword,
} from "./password.service.ts";

/** Set, change, forget, reset and the strength meter (access §5, §7). */
export function passwordRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { route, serve } = endpointRouter(app, deps);
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };
    // The meter asks while the person types: a looser limit than sign-in, still a limit.
    const meterLimit = { max: deps.config.authRateLimitPerMinute * 4, timeWindow: "1 minute" };
    const hostCompany = (host: string | undefined) =>
      resolveHostCompanyId(deps.db, host, deps.config.baseDomain);

    serve(endpoints.postUserPassword, { access: "signedIn", rateLimit: authLimit }, async (ctx, request) => {
      await setFirstPassword(ctx, request.body.newPassword);
      return { success: true as const };
    });

    serve(endpoints.putUserPassword, { access: "signedIn", rateLimit: authLimit }, async (ctx, request) => {
      await changePassword(ctx, deps, request.body);
      return { success: true as const };
    });

    route(endpoints.postUserPasswordForget, { access: "public", rateLimit: authLimit }, async (request) => {
      await forgotPassword(deps, {
        email: request.body.email,
        hostCompanyId: await hostCompany(request.headers.host),
      });
      return { sent: true as const };
    });

    route(endpoints.postUserPasswordReset, { access: "public", rateLimit: authLimit }, async (request) => {
      await resetPassword({ ...deps, log: request.log }, request.body);
      return { success: true as const };
    });

    route(endpoints.postUserPasswordStrength, { access: "public", rateLimit: meterLimit }, async (request) =>
      passwordStrength(deps.db, request.body, {
        actor: request.actor,
        hostCompanyId: request.actor ? null : await hostCompany(request.headers.host),
      }),
    );
  };
}
