import { validateEmbed } from "@chorus/shared/media/embed.rules";
import { mediaEndpoints as endpoints } from "@chorus/shared/media/media.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { badRequest } from "../../platform/errors.ts";
import { fulltextOf } from "./fulltext.ts";
import { linkPreview } from "./link-preview.ts";

/** Routes that read outside addresses (through the guard) or check what the author pasted. */
export function registerFetchRoutes(app: FastifyInstance, deps: Pick<AppDeps, "db" | "outbound">) {
  const { route } = endpointRouter(app, deps);
  const { outbound } = deps;
  const fetchLimit = { max: 60, timeWindow: "1 minute" };

  route(endpoints.linkPreview, { access: "signedIn", rateLimit: fetchLimit }, ({ query }) =>
    linkPreview(outbound, query.url),
  );
  route(endpoints.fulltext, { access: "signedIn", rateLimit: fetchLimit }, ({ body }) =>
    fulltextOf(outbound, typeof body === "string" ? body : body.url),
  );
  route(endpoints.validateEmbed, { access: "signedIn" }, ({ body }) => {
    const result = validateEmbed(body.network, body.value);
    if (!result.valid) throw badRequest(result.message);
    return result;
  });
}
