import { z } from "zod";
import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import { companyUtmSettingsSchema } from "./utm.contract.ts";

const companyParams = z.object({ companyId: objectIdSchema });

export const trackerQuerySchema = z.object({
  source: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, "source: up to 40 letters, digits, '_', '.' or '-'")
    .default("unknown"),
});

/** Company UTM tags of tracked links, and the post view tracker. */
export const trackingEndpoints = {
  getCompanyUtm: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}/utm",
    tag: "company",
    summary: "The company's UTM tags of shared links (nothing saved yet: disabled, with the default tags)",
    params: companyParams,
    response: companyUtmSettingsSchema,
  }),
  putCompanyUtm: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}/utm",
    tag: "company",
    summary:
      "Save the company's UTM tags: { isEnabled, tagList: [{ name, type: empty|userId|postId|staticText|socialNetwork, value? }] }",
    params: companyParams,
    body: companyUtmSettingsSchema,
    response: companyUtmSettingsSchema,
  }),
  trackPostView: defineEndpoint({
    method: "POST",
    path: "/api/post3/{postId}/tracker",
    tag: "post",
    summary: "Count a view of a post from a source (email, feed, share…): once per user, post and day",
    params: z.object({ postId: objectIdSchema }),
    query: trackerQuerySchema,
    response: z.object({ ViewCount: z.number().int() }),
  }),
};

/** What people outside reach from a shared post. */
export const shareBrowserRoutes = {
  shortLink: defineBrowserRoute({
    method: "GET",
    path: "/s/{shortCode}",
    answers: "redirect",
    tag: "share",
    summary:
      "A shared link: counts a unique visitor (per share, per day) and redirects to the post with UTM tags",
    params: z.object({ shortCode: z.string().regex(/^[A-Za-z0-9_-]{6,32}$/) }),
    // A newsletter's link carries its recipient's signed delivery token, so the campaign counts the click.
    query: z.object({ r: z.string().max(200).optional() }),
  }),
};
