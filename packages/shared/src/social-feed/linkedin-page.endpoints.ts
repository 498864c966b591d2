import { z } from "zod";
import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import {
  chooseLinkedinPageSchema,
  linkedinPageOrganizationListSchema,
  linkedinPageSchema,
} from "./linkedin-page.contract.ts";

const companyParams = z.object({ companyId: objectIdSchema });

/** The company's LinkedIn page for the social feed (admin level). */
export const linkedinPageEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}/linkedin-page",
    tag: "company",
    summary: "The company's connected LinkedIn page (organisation) for the social feed",
    params: companyParams,
    response: linkedinPageSchema,
  }),
  organizations: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}/linkedin-page/organization",
    tag: "company",
    summary: "The LinkedIn pages the connecting admin administers (to choose one)",
    params: companyParams,
    response: linkedinPageOrganizationListSchema,
  }),
  choose: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}/linkedin-page",
    tag: "company",
    summary: "Choose the LinkedIn page (organisation URN) whose posts the social feed shows",
    params: companyParams,
    body: chooseLinkedinPageSchema,
    response: linkedinPageSchema,
  }),
  disconnect: defineEndpoint({
    method: "DELETE",
    path: "/api/company/{companyId}/linkedin-page",
    tag: "company",
    summary: "Disconnect the company's LinkedIn page: the sealed organisation token is deleted",
    params: companyParams,
    response: linkedinPageSchema,
  }),
};

/** LinkedIn's OAuth with the organisation scopes: the browser goes to LinkedIn and comes back. */
export const linkedinPageBrowserRoutes = {
  connect: defineBrowserRoute({
    method: "GET",
    path: "/api/company/{companyId}/linkedin-page/connect",
    answers: "redirect",
    tag: "company",
    summary:
      "Connect the company's LinkedIn page: redirects to LinkedIn's authorize page (organisation scopes)",
    params: companyParams,
  }),
  callback: defineBrowserRoute({
    method: "GET",
    path: "/api/company/linkedin-page/callback",
    answers: "redirect",
    tag: "company",
    summary:
      "LinkedIn returns here with the code; the organisation token is sealed and stored for the company",
    query: z.object({
      code: z.string().max(4000).optional(),
      state: z.string().max(500).optional(),
      error: z.string().max(200).optional(),
    }),
  }),
};
