import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { socialFeedEndpoints as endpoints } from "@chorus/shared/integrations/integrations.endpoints";
import {
  linkedinPageBrowserRoutes,
  linkedinPageEndpoints,
} from "@chorus/shared/social-feed/linkedin-page.endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { secureCookie } from "../../platform/cookies.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { contextOf } from "../../platform/request-context.ts";
import { sharingRuntimeOf } from "../share/index.ts";
import {
  chooseLinkedinPage,
  disconnectLinkedinPage,
  finishLinkedinPageConnect,
  LINKEDIN_PAGE_RETURN,
  listPageOrganizations,
  readLinkedinPage,
  startLinkedinPageConnect,
} from "./linkedin-page.service.ts";
import { readSocialFeed } from "./social-feed.service.ts";

/** The company's LinkedIn page is admin-level business; another company answers 404. */
const adminLevel = { roles: MANAGER_ROLES } as const;

/** Binds LinkedIn's callback to the browser that started the page connect. */
const STATE_COOKIE = "chorus_page_connect";
const stateCookie = { ...secureCookie, path: "/api/company", sameSite: "lax" as const, maxAge: 600 };

/** GET /api/social-feed for everyone; the LinkedIn page connection for admins. */
export function socialFeedRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const { serve, browser } = endpointRouter(app, deps);
    const runtime = await sharingRuntimeOf(deps);

    serve(endpoints.feed, { access: "signedIn" }, (ctx) => readSocialFeed(ctx, runtime));

    serve(linkedinPageEndpoints.get, { access: adminLevel }, (ctx, request) =>
      readLinkedinPage(ctx, request.params.companyId),
    );
    serve(linkedinPageEndpoints.organizations, { access: adminLevel }, (ctx, request) =>
      listPageOrganizations(ctx, runtime, request.params.companyId),
    );
    serve(linkedinPageEndpoints.choose, { access: adminLevel }, (ctx, request) =>
      chooseLinkedinPage(ctx, runtime, request.params.companyId, request.body.organizationUrn),
    );
    serve(linkedinPageEndpoints.disconnect, { access: adminLevel }, (ctx, request) =>
      disconnectLinkedinPage(ctx, request.params.companyId),
    );

    browser(linkedinPageBrowserRoutes.connect, { access: adminLevel }, async (request, reply) => {
      const started = await startLinkedinPageConnect(
        contextOf(request, deps.db),
        runtime,
        request.params.companyId,
      );
      reply.setCookie(STATE_COOKIE, started.state, stateCookie);
      return reply.redirect(started.url, 302);
    });

    browser(linkedinPageBrowserRoutes.callback, { access: adminLevel }, async (request, reply) => {
      const cookieState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { ...stateCookie, maxAge: undefined });
      const outcome = await finishLinkedinPageConnect(contextOf(request, deps.db), runtime, {
        ...request.query,
        cookieState,
      });
      return reply.redirect(`${LINKEDIN_PAGE_RETURN}?linkedinPage=${outcome}`, 302);
    });
  };
}
