import { registrationEndpoints as endpoints } from "@chorus/shared/registration/registration.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { resolveHostCompanyId } from "../../platform/tenant.ts";
import { createCaptcha } from "./captcha.ts";
import { registerUser, remindRegistration } from "./registration.service.ts";

/** Self-registration with a company e-mail and a self-hosted captcha (access §2, §5, §8). */
export function registrationRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { route } = endpointRouter(app, deps);
    const captcha = await createCaptcha(deps);
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };
    const hostCompany = (host: string | undefined) =>
      resolveHostCompanyId(deps.db, host, deps.config.baseDomain);

    route(endpoints.getCaptchaChallenge, { access: "public", rateLimit: authLimit }, (_request, reply) => {
      reply.header("cache-control", "no-store");
      return captcha.challenge();
    });

    route(endpoints.postUserRegister, { access: "public", rateLimit: authLimit }, async (request) => {
      await registerUser(
        { ...deps, captcha },
        { ...request.body, hostCompanyId: await hostCompany(request.headers.host) },
      );
      return { sent: true as const };
    });

    route(endpoints.putUserRegisterReminder, { access: "public", rateLimit: authLimit }, async (request) => {
      await remindRegistration(deps, {
        email: request.body.email,
        hostCompanyId: await hostCompany(request.headers.host),
      });
      return { sent: true as const };
    });
  };
}
