import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import {
  companyCreateBodySchema,
  companyCreatedSchema,
  companyListSchema,
  companySettingsSchema,
  companyUpdateBodySchema,
  legalPagesSchema,
  whitelabelBodySchema,
} from "./company-admin.contract.ts";

const companyParams = z.object({ companyId: objectIdSchema });

export const linkedinOrganizationSchema = z.object({
  id: z.string(),
  urn: z.string(),
  name: z.string(),
  vanityName: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type LinkedinOrganization = z.infer<typeof linkedinOrganizationSchema>;

export const presignedUploadSchema = z.object({
  /** PUT the file's bytes here, with the given headers, before expiresAt. */
  url: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  /** Where the object is read from once uploaded. */
  publicUrl: z.string(),
  expiresAt: z.string(),
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;
export const PRESIGNED_UPLOAD_CONTENT_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

export const companyAdminEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/company",
    tag: "company",
    summary: "The companies a smarper (all) or partner (its own and those it created) administers",
    response: companyListSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/company",
    tag: "company",
    summary: "Create a company and invite its first admin by mail",
    body: companyCreateBodySchema,
    response: companyCreatedSchema,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}",
    tag: "company",
    summary: "The company with every field of its settings",
    params: companyParams,
    response: companySettingsSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}",
    tag: "company",
    summary: "Change any of the company's settings (the fields sent)",
    params: companyParams,
    body: companyUpdateBodySchema,
    response: companySettingsSchema,
  }),
  saveWhitelabel: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}/whitelabel",
    tag: "company",
    summary: "White label: logo (ImageUrl), login image (ImageUrlLogin) and HighlightColor",
    params: companyParams,
    body: whitelabelBodySchema,
    response: companySettingsSchema,
  }),
  deleteWhitelabel: defineEndpoint({
    method: "DELETE",
    path: "/api/company/{companyId}/whitelabel",
    tag: "company",
    summary: "White label back to the product's: no logo, no login image, #ED5D40",
    params: companyParams,
    response: companySettingsSchema,
  }),
  legal: defineEndpoint({
    method: "GET",
    path: "/api/config/legal",
    tag: "company",
    summary: "Terms of service and privacy policy of the host's (or the caller's) company",
    response: legalPagesSchema,
  }),
  linkedinCompanySearch: defineEndpoint({
    method: "GET",
    path: "/api/socnet/linkedin/company/search",
    tag: ["company", "share"],
    summary: "LinkedIn organisations by name (vanity name), through the caller's LinkedIn connection",
    query: z.object({ query: z.string().trim().min(1).max(100) }),
    response: z.object({ organizationList: z.array(linkedinOrganizationSchema) }),
  }),
  identityAws: defineEndpoint({
    method: "GET",
    path: "/api/identity/aws",
    tag: "identity",
    summary: "A short-lived presigned upload to the object store (STORAGE=s3); 404 with local storage",
    query: z.object({
      contentType: z.enum(PRESIGNED_UPLOAD_CONTENT_TYPES).default("image/png"),
    }),
    response: presignedUploadSchema,
  }),
};
