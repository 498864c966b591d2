import { defineEndpoint } from "../http/endpoint.ts";
import {
  companyIdParamsSchema,
  companyLabsBodySchema,
  companyLabsSchema,
  labUserParamsSchema,
  migrateBodySchema,
  migrateResultSchema,
  userLabsSchema,
} from "./labs.contract.ts";

/**
 * The labs page (company settings, tab labs; access §2). The catalogue shows no call of its own
 * for it: these sit beside the company's other settings calls, under /company/{companyId}.
 */
export const labsEndpoints = {
  companyLabs: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}/labs",
    summary: "The labs page: the labs the caller may see, on or off (admin-only labs: admins only)",
    params: companyIdParamsSchema,
    response: companyLabsSchema,
  }),
  saveCompanyLabs: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}/labs",
    summary: "Save Changes on the labs page: switch company labs on or off",
    params: companyIdParamsSchema,
    body: companyLabsBodySchema,
    response: companyLabsSchema,
  }),
  migrate: defineEndpoint({
    method: "POST",
    path: "/api/company/{companyId}/labs/migrate",
    summary: "Smarper: migrate a classic instance to groups (Migrate / Migrate with Team)",
    params: companyIdParamsSchema,
    body: migrateBodySchema,
    response: migrateResultSchema,
  }),
  userLabs: defineEndpoint({
    method: "GET",
    path: "/api/user/{userId}/labs",
    summary: "A user's own lab flags (smarpFeatureMap)",
    params: labUserParamsSchema,
    response: userLabsSchema,
  }),
  saveUserLabs: defineEndpoint({
    method: "PUT",
    path: "/api/user/{userId}/labs",
    summary: "Set a user's own lab flags; a lab left out keeps its value, null is not accepted",
    params: labUserParamsSchema,
    body: userLabsSchema,
    response: userLabsSchema,
  }),
};
