import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { safeReturnPath } from "@chorus/shared/auth/return-path";
import { companyAdminEndpoints } from "@chorus/shared/company/company-admin.endpoints";
import { socnetEndpoints as endpoints, socnetBrowserRoutes } from "@chorus/shared/share/socnet.endpoints";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { secureCookie } from "../../platform/cookies.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { contextOf } from "../../platform/request-context.ts";
import {
  CONNECT_TTL_MS,
  connectableNetwork,
  connectionHealthList,
  disconnect,
  finishConnect,
  startConnect,
} from "./connection.service.ts";
import { searchLinkedinCompanies } from "./linkedin-organization.service.ts";
import type { SharingRuntime } from "./sharing-runtime.ts";
import { reorderSocnet, saveSocnetSettings } from "./socnet-settings.service.ts";

/** Binds the network's callback to the browser that started the connect. */
const STATE_COOKIE = "chorus_connect";
const stateCookie = {
  ...secureCookie,
  path: "/oauth",
  sameSite: "lax" as const,
  maxAge: CONNECT_TTL_MS / 1000,
};

const ADMIN_LEVEL = { roles: MANAGER_ROLES };

/** Where to return: `redirect=post` (the share flow) or a local path; never another site. */
function returnPathOf(redirect: string | undefined): string {
  return redirect === "post" ? "/" : safeReturnPath(redirect);
}

function backToApp(reply: FastifyReply, returnPath: string, params: Record<string, string>) {
  const url = new URL(returnPath, "http://app.invalid");
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return reply.redirect(`${url.pathname}${url.search}${url.hash}`, 302);
}

/** Company network settings, the user's connections and the OAuth connect flow. */
export function registerSocnetCalls(root: FastifyInstance, deps: AppDeps, runtime: SharingRuntime) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { serve, browser } = endpointRouter(app, deps);

  serve(endpoints.putCompanyByCompanyIdSocnet, { access: ADMIN_LEVEL }, (ctx, request) =>
    reorderSocnet(ctx, request.params.companyId, request.body.nameList),
  );

  for (const endpoint of [
    endpoints.postCompanyByCompanyIdSocnetByName,
    endpoints.putCompanyByCompanyIdSocnetByName,
  ]) {
    serve(endpoint, { access: ADMIN_LEVEL }, (ctx, request) =>
      saveSocnetSettings(
        ctx,
        request.params.companyId,
        request.params.name,
        request.body,
        endpoint.method === "POST" ? "create" : "update",
      ),
    );
  }

  // Company pages are an admin-level setting (the social feed, content import).
  serve(
    companyAdminEndpoints.linkedinCompanySearch,
    { access: ADMIN_LEVEL, rateLimit: { max: 30, timeWindow: "1 minute" } },
    (ctx, request) => searchLinkedinCompanies(ctx, runtime, request.query.query),
  );

  serve(endpoints.getSocnetConnections, { access: "signedIn" }, (ctx) => connectionHealthList(ctx));

  serve(endpoints.deleteSocnetByNetworkConnection, { access: "signedIn" }, async (ctx, request) => {
    const removed = await disconnect(ctx, request.params.network.toLowerCase());
    return { network: request.params.network.toLowerCase(), connected: false as const, removed };
  });

  browser(socnetBrowserRoutes.connect, { access: "signedIn" }, async (request, reply) => {
    const adapter = connectableNetwork(runtime, request.params.network.toLowerCase());
    const started = await startConnect(
      contextOf(request, deps.db),
      runtime,
      adapter,
      returnPathOf(request.query.redirect),
    );
    reply.setCookie(STATE_COOKIE, started.state, stateCookie);
    return reply.redirect(started.url, 302);
  });

  browser(socnetBrowserRoutes.connectCallback, { access: "signedIn" }, async (request, reply) => {
    const network = request.params.network.toLowerCase();
    const adapter = connectableNetwork(runtime, network);
    const cookieState = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, { ...stateCookie, maxAge: undefined });
    const outcome = await finishConnect(contextOf(request, deps.db), runtime, adapter, {
      code: request.query.code,
      state: request.query.state,
      cookieState,
      error: request.query.error,
    });
    return outcome.ok
      ? backToApp(reply, outcome.returnPath, { connected: network })
      : backToApp(reply, outcome.returnPath, { connectError: outcome.error, network });
  });
}
