import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import { companySocnetSchema, connectionListSchema, socnetReorderBodySchema } from "./share.contract.ts";

const companyParams = z.object({ companyId: objectIdSchema });
const networkParams = z.object({ network: z.string().min(1).max(40) });

export const socnetEndpoints = {
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
