import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import { scimSettingsBodySchema, scimSettingsSchema, scimTokenSchema } from "./scim.contract.ts";

const companyParams = z.object({ companyId: objectIdSchema });

/** The company settings' Active Directory tab (SCIM 2.0 provisioning). The SCIM API itself is /scim/v2. */
export const scimEndpoints = {
  settings: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}/scim",
    tag: "company",
    summary: "Active Directory (SCIM 2.0): endpoint URL, token state, group mapping, last sync and errors",
    params: companyParams,
    response: scimSettingsSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}/scim",
    tag: "company",
    summary: "Active Directory: whether SCIM Groups map to Chorus groups or to teams",
    params: companyParams,
    body: scimSettingsBodySchema,
    response: scimSettingsSchema,
  }),
  generateToken: defineEndpoint({
    method: "POST",
    path: "/api/company/{companyId}/scim/token",
    tag: "company",
    summary: "Generate (or rotate) the SCIM bearer token; the secret is shown once",
    params: companyParams,
    response: scimTokenSchema,
  }),
  revokeToken: defineEndpoint({
    method: "DELETE",
    path: "/api/company/{companyId}/scim/token",
    tag: "company",
    summary: "Revoke the SCIM bearer token",
    params: companyParams,
    response: scimSettingsSchema,
  }),
};
