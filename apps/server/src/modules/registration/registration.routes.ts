import {
  captchaChallengeSchema,
  registerBodySchema,
  registerReminderBodySchema,
  registerResponseSchema,
} from "@chorus/shared/registration/registration.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { resolveHostCompanyId } from "../../platform/tenant.ts";
import { createCaptcha } from "./captcha.ts";
import { registerUser, remindRegistration } from "./registration.service.ts";

/** Self-registration with a company e-mail and a self-hosted captcha (access §2, §5, §8). */
export function registrationRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const captcha = await createCaptcha(deps);
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };
    const hostCompany = (host: string | undefined) =>
      resolveHostCompanyId(deps.db, host, deps.config.baseDomain);

    app.get(
      "/api/captcha/challenge",
      {
        config: { access: "public", rateLimit: authLimit },
        schema: {
          tags: ["registration"],
          summary: "A proof-of-work captcha challenge (altcha) for the registration form",
          response: { 200: captchaChallengeSchema },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return captcha.challenge();
      },
    );

    app.post(
      "/api/user/register",
      {
        config: { access: "public", rateLimit: authLimit },
        schema: {
          tags: ["registration"],
          summary: "Register with a company e-mail; mails a link that signs the newcomer in",
          body: registerBodySchema,
          response: { 200: registerResponseSchema },
        },
      },
      async (request) => {
        await registerUser(
          { ...deps, captcha },
          { ...request.body, hostCompanyId: await hostCompany(request.headers.host) },
        );
        return { sent: true as const };
      },
    );

    app.put(
      "/api/user/register/reminder",
      {
        config: { access: "public", rateLimit: authLimit },
        schema: {
          tags: ["registration"],
          summary: "Send the registration mail again ('Resend email')",
          body: registerReminderBodySchema,
          response: { 200: registerResponseSchema },
        },
      },
      async (request) => {
        await remindRegistration(deps, {
          email: request.body.email,
          hostCompanyId: await hostCompany(request.headers.host),
        });
        return { sent: true as const };
      },
    );
  };
}
