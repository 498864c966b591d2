import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { objectIdSchema } from "@chorus/shared/ids/object-id";
import { companyUtmSettingsSchema } from "@chorus/shared/share/utm.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { trackPostView } from "./post-view.service.ts";
import { readUtmSettings, updateUtmSettings } from "./utm-settings.service.ts";

const companyParams = z.object({ companyId: objectIdSchema });
/** Company UTM settings are admin-level business; another company answers 404. */
const adminLevel = { roles: MANAGER_ROLES } as const;

export const trackerQuerySchema = z.object({
  source: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, "source: up to 40 letters, digits, '_', '.' or '-'")
    .default("unknown"),
});

/** Company UTM tags of tracked links, and the post view tracker. */
export function registerTrackingCalls(root: FastifyInstance, deps: AppDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/company/:companyId/utm",
    {
      config: { access: adminLevel },
      schema: {
        tags: ["company"],
        summary:
          "The company's UTM tags of shared links (nothing saved yet: disabled, with the default tags)",
        params: companyParams,
        response: { 200: companyUtmSettingsSchema },
      },
    },
    async (request) => readUtmSettings(contextOf(request, deps.db), request.params.companyId),
  );

  app.put(
    "/api/company/:companyId/utm",
    {
      config: { access: adminLevel },
      schema: {
        tags: ["company"],
        summary:
          "Save the company's UTM tags: { isEnabled, tagList: [{ name, type: empty|userId|postId|staticText|socialNetwork, value? }] }",
        params: companyParams,
        body: companyUtmSettingsSchema,
        response: { 200: companyUtmSettingsSchema },
      },
    },
    async (request) => updateUtmSettings(contextOf(request, deps.db), request.params.companyId, request.body),
  );

  app.post(
    "/api/post3/:postId/tracker",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["post"],
        summary: "Count a view of a post from a source (email, feed, share…): once per user, post and day",
        params: z.object({ postId: objectIdSchema }),
        querystring: trackerQuerySchema,
        response: { 200: z.object({ ViewCount: z.number().int() }) },
      },
    },
    async (request) =>
      trackPostView(contextOf(request, deps.db), request.params.postId, request.query.source),
  );
}
