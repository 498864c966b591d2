import { z } from "zod";
import { authorizationCallbackQuerySchema } from "../auth/auth.endpoints.ts";
import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import {
  companySocnetSchema,
  connectionListSchema,
  socnetReorderBodySchema,
  socnetSettingsBodySchema,
} from "./share.contract.ts";

const companyParams = z.object({ companyId: objectIdSchema });
const networkParams = z.object({ network: z.string().min(1).max(40) });

const companyNetworkParams = companyParams.extend({ name: z.string().min(1).max(40) });

export const socnetEndpoints = {
  postCompanyByCompanyIdSocnetByName: defineEndpoint({
    method: "POST",
    path: "/api/company/{companyId}/socnet/{name}",
    tag: "company",
    summary: "Add a network to the company (or update it): { SharingPoint, authEnabled, Signature }",
    params: companyNetworkParams,
    body: socnetSettingsBodySchema,
    response: companySocnetSchema,
  }),
  putCompanyByCompanyIdSocnetByName: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}/socnet/{name}",
    tag: "company",
    summary: "Change a network of the company: { SharingPoint, authEnabled, Signature }",
    params: companyNetworkParams,
    body: socnetSettingsBodySchema,
    response: companySocnetSchema,
  }),
  putCompanyByCompanyIdSocnet: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}/socnet",
    summary: "Reorder the company's networks: { nameList } lists each of them once",
    params: companyParams,
    body: socnetReorderBodySchema,
    response: companySocnetSchema,
  }),
  getSocnetConnections: defineEndpoint({
    method: "GET",
    path: "/api/socnet/connections",
    summary:
      "The actor's network connections: connected, when they lapse, and whether to reconnect (expired or within 7 days)",
    response: connectionListSchema,
  }),
  deleteSocnetByNetworkConnection: defineEndpoint({
    method: "DELETE",
    path: "/api/socnet/{network}/connection",
    summary: "Disconnect a network: its tokens are deleted (scheduled shares to it will ask to reconnect)",
    params: networkParams,
    response: z.object({ network: z.string(), connected: z.literal(false), removed: z.boolean() }),
  }),
};

/** Connecting a sharing account: the browser goes to the network and comes back. */
export const socnetBrowserRoutes = {
  connect: defineBrowserRoute({
    method: "GET",
    path: "/oauth/{network}/connect",
    answers: "redirect",
    tag: "socnet",
    summary: "Connect a sharing account (LinkedIn, X): OAuth 2 authorization code with PKCE and state",
    params: networkParams,
    /** The local path to come back to. */
    query: z.object({ redirect: z.string().max(2000).optional() }),
  }),
  connectCallback: defineBrowserRoute({
    method: "GET",
    path: "/oauth/{network}/connect/callback",
    answers: "redirect",
    tag: "socnet",
    summary: "The network returns here with the authorization code",
    params: networkParams,
    query: authorizationCallbackQuerySchema,
  }),
};
