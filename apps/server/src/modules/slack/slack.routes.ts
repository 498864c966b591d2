import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { routerPath } from "@chorus/shared/http/endpoint";
import {
  slackEndpoints as endpoints,
  slackBrowserRoutes,
} from "@chorus/shared/integrations/integrations.endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { contextOf } from "../../platform/request-context.ts";
import {
  finishSlackInstall,
  listSlackChannels,
  readSlack,
  slackInstallUrl,
  uninstallSlack,
  updateSlack,
} from "./slack.service.ts";

/** Slack is admin-level (manager) business; another company answers 404. */
const adminLevel = { roles: MANAGER_ROLES } as const;

export function slackRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const { serve } = endpointRouter(root, deps);
    const app = root.withTypeProvider<ZodTypeProvider>();
    serve(endpoints.settings, { access: adminLevel }, (ctx, request) =>
      readSlack(ctx, request.params.companyId, deps),
    );
    serve(endpoints.save, { access: adminLevel }, (ctx, request) =>
      updateSlack(ctx, request.params.companyId, request.body, deps),
    );
    serve(endpoints.uninstall, { access: adminLevel }, (ctx, request) =>
      uninstallSlack(ctx, request.params.companyId, deps),
    );
    serve(endpoints.channels, { access: adminLevel }, (ctx, request) =>
      listSlackChannels(ctx, request.params.companyId, deps),
    );

    app.get(
      routerPath(slackBrowserRoutes.install),
      {
        config: { access: adminLevel },
        schema: {
          tags: ["slack"],
          summary:
            "Add to Slack: redirects to Slack's OAuth v2 authorize page (state signed, bound to the session)",
        },
      },
      async (request, reply) => reply.redirect(await slackInstallUrl(contextOf(request, deps.db), deps), 302),
    );

    app.get(
      routerPath(slackBrowserRoutes.callback),
      {
        config: { access: adminLevel },
        schema: {
          tags: ["slack"],
          summary:
            "Slack returns here with the code; the bot token is sealed and the browser sent to the settings",
          querystring: z.looseObject({
            code: z.string().max(4000).optional(),
            state: z.string().max(500).optional(),
            error: z.string().max(200).optional(),
          }),
        },
      },
      async (request, reply) => {
        const ctx = contextOf(request, deps.db);
        const outcome = await finishSlackInstall(ctx, deps, request.query);
        const result = outcome.ok ? "installed" : `error-${outcome.error}`;
        return reply.redirect(`/company/${ctx.companyId}?tab=integrations&slack=${result}`, 302);
      },
    );
  };
}
