import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  passwordDoneSchema,
  passwordForgetResponseSchema,
  passwordStrengthBodySchema,
  passwordStrengthSchema,
  resetPasswordBodySchema,
  setPasswordBodySchema,
} from "@chorus/shared/password/password.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
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
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const authLimit = { max: deps.config.authRateLimitPerMinute, timeWindow: "1 minute" };
    // The meter asks while the person types: a looser limit than sign-in, still a limit.
    const meterLimit = { max: deps.config.authRateLimitPerMinute * 4, timeWindow: "1 minute" };
    const hostCompany = (host: string | undefined) =>
      resolveHostCompanyId(deps.db, host, deps.config.baseDomain);

    app.post(
      "/api/user/password",
      {
        config: { access: "signedIn", rateLimit: authLimit },
        schema: {
          tags: ["password"],
          summary: "Set a first password (onboarding); 400.67 when one is already set",
          body: setPasswordBodySchema,
          response: { 200: passwordDoneSchema },
        },
      },
      async (request) => {
        await setFirstPassword(contextOf(request, deps.db), request.body.newPassword);
        return { success: true as const };
      },
    );

    app.put(
      "/api/user/password",
      {
        config: { access: "signedIn", rateLimit: authLimit },
        schema: {
          tags: ["password"],
          summary: "Change the password with the current one; other sessions end",
          body: changePasswordBodySchema,
          response: { 200: passwordDoneSchema },
        },
      },
      async (request) => {
        await changePassword(contextOf(request, deps.db), deps, request.body);
        return { success: true as const };
      },
    );

    app.post(
      "/api/user/password/forget",
      {
        config: { access: "public", rateLimit: authLimit },
        schema: {
          tags: ["password"],
          summary: "Mail a password reset link (always answers sent: no account is revealed)",
          body: forgotPasswordBodySchema,
          response: { 200: passwordForgetResponseSchema },
        },
      },
      async (request) => {
        await forgotPassword(deps, {
          email: request.body.email,
          hostCompanyId: await hostCompany(request.headers.host),
        });
        return { sent: true as const };
      },
    );

    app.post(
      "/api/user/password/reset",
      {
        config: { access: "public", rateLimit: authLimit },
        schema: {
          tags: ["password"],
          summary: "Set a new password with a reset link's token and user id; every session ends",
          body: resetPasswordBodySchema,
          response: { 200: passwordDoneSchema },
        },
      },
      async (request) => {
        await resetPassword({ ...deps, log: request.log }, request.body);
        return { success: true as const };
      },
    );

    app.post(
      "/api/user/password/strength",
      {
        config: { access: "public", rateLimit: meterLimit },
        schema: {
          tags: ["password"],
          summary: "The password rules' verdict with the person's names (session or reset link)",
          body: passwordStrengthBodySchema,
          response: { 200: passwordStrengthSchema },
        },
      },
      async (request) =>
        passwordStrength(deps.db, request.body, {
          actor: request.actor,
          hostCompanyId: request.actor ? null : await hostCompany(request.headers.host),
        }),
    );
  };
}
