import { validateEmbed } from "@chorus/shared/media/embed.rules";
import {
  embedValidateBodySchema,
  embedValidateSchema,
  fulltextBodySchema,
  fulltextSchema,
  linkPreviewQuerySchema,
  linkPreviewSchema,
} from "@chorus/shared/media/media.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest } from "../../platform/errors.ts";
import type { OutboundPolicy } from "../../platform/outbound/outbound-policy.ts";
import { fulltextOf } from "./fulltext.ts";
import { linkPreview } from "./link-preview.ts";

/** Routes that read outside addresses (through the guard) or check what the author pasted. */
export function registerFetchRoutes(root: FastifyInstance, outbound: OutboundPolicy) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const fetchLimit = { max: 60, timeWindow: "1 minute" };

  app.get(
    "/api/media/link-preview",
    {
      config: { access: "signedIn", rateLimit: fetchLimit },
      schema: {
        tags: ["media"],
        summary: "Open-graph preview of a link (title, description, first image, host)",
        querystring: linkPreviewQuerySchema,
        response: { 200: linkPreviewSchema },
      },
    },
    async (request) => linkPreview(outbound, request.query.url),
  );

  app.post(
    "/api/fulltext",
    {
      config: { access: "signedIn", rateLimit: fetchLimit },
      schema: {
        tags: ["media"],
        summary: "The readable text of an article URL (body { url } or the URL as plain text)",
        body: fulltextBodySchema,
        response: { 200: fulltextSchema },
      },
    },
    async (request) =>
      fulltextOf(outbound, typeof request.body === "string" ? request.body : request.body.url),
  );

  app.post(
    "/api/media/embed/validate",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["media"],
        summary: "Check a Facebook or LinkedIn embed (URL or iframe) and extract its src",
        body: embedValidateBodySchema,
        response: { 200: embedValidateSchema },
      },
    },
    async (request) => {
      const result = validateEmbed(request.body.network, request.body.value);
      if (!result.valid) throw badRequest(result.message);
      return result;
    },
  );
}
