import { z } from "zod";
import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";

/** Which SAML attributes carry the e-mail and the names (defaults: email, firstName, lastName). */
export const samlAttributeMappingSchema = z.object({
  email: z.string().trim().min(1).max(200),
  firstName: z.string().trim().min(1).max(200),
  lastName: z.string().trim().min(1).max(200),
});

const idpOptions = {
  /** Create an account (role sharer) for a person the IdP vouches for who has none yet. */
  autoProvision: z.boolean().optional(),
  attributeMapping: samlAttributeMappingSchema.optional(),
};

/** PUT /saml/api/idp: the IdP's settings typed in, or its metadata document. */
export const samlIdpBodySchema = z.union([
  z.object({
    entityId: z.string().trim().min(1).max(1000),
    ssoUrl: z.url({ protocol: /^https?$/ }).max(2000),
    certificate: z.string().trim().min(1).max(20_000),
    ...idpOptions,
  }),
  z.object({ metadataXml: z.string().min(1).max(1_048_576), ...idpOptions }),
]);
export type SamlIdpBody = z.infer<typeof samlIdpBodySchema>;

/** POST /api/keycloak/idp/config: Keycloak's IdP metadata, by address or as a document. */
export const keycloakIdpConfigBodySchema = z.union([
  z.object({ metadataUrl: z.url({ protocol: /^https?$/ }).max(2000), ...idpOptions }),
  z.object({ metadataXml: z.string().min(1).max(1_048_576), ...idpOptions }),
]);

/** A company's IdP settings and the SP addresses to give the IdP. */
export const samlIdpSettingsSchema = z.object({
  entityId: z.string(),
  ssoUrl: z.string(),
  certificate: z.string(),
  wantSignedAssertions: z.boolean(),
  autoProvision: z.boolean(),
  attributeMapping: samlAttributeMappingSchema,
  updatedAt: z.string(),
  spEntityId: z.string(),
  acsUrl: z.string(),
});
export type SamlIdpSettings = z.infer<typeof samlIdpSettingsSchema>;

/** GET /api/keycloak/idp/metadata: our SP as Keycloak's SAML client import takes it. */
export const keycloakSpMetadataSchema = z.object({
  entityId: z.string(),
  acsUrl: z.string(),
  nameIdFormat: z.string(),
  metadataXml: z.string(),
  /** A Keycloak client representation (Clients → Import client). */
  keycloakClient: z.object({
    clientId: z.string(),
    protocol: z.literal("saml"),
    enabled: z.boolean(),
    redirectUris: z.array(z.string()),
    attributes: z.record(z.string(), z.string()),
    protocolMappers: z.array(
      z.object({
        name: z.string(),
        protocol: z.literal("saml"),
        protocolMapper: z.string(),
        config: z.record(z.string(), z.string()),
      }),
    ),
  }),
});

/** The company's SAML identity provider, set by its managers. */
export const samlEndpoints = {
  putIdp: defineEndpoint({
    method: "PUT",
    path: "/saml/api/idp",
    tag: "sso",
    summary: "Set the company's SAML identity provider (settings or metadata)",
    body: samlIdpBodySchema,
    response: samlIdpSettingsSchema,
  }),
  getKeycloakIdpMetadata: defineEndpoint({
    method: "GET",
    path: "/api/keycloak/idp/metadata",
    tag: "sso",
    summary: "Our SP metadata, formatted for Keycloak's client import",
    response: keycloakSpMetadataSchema,
  }),
  postKeycloakIdpConfig: defineEndpoint({
    method: "POST",
    path: "/api/keycloak/idp/config",
    tag: "sso",
    summary: "Set the company's identity provider from Keycloak's metadata (address or document)",
    body: keycloakIdpConfigBodySchema,
    response: samlIdpSettingsSchema,
  }),
};

/** The company a public SAML page is for (`subdomain` or `company`, else the host's) and where to return. */
export const samlCompanyQuerySchema = z.object({
  subdomain: z.string().max(100).optional(),
  company: z.string().max(100).optional(),
  returnTo: z.string().max(2000).optional(),
});

/** The SAML service provider's addresses: the browser's way in, the IdP's post, our metadata. */
export const samlBrowserRoutes = {
  metadata: defineBrowserRoute({
    method: "GET",
    path: "/saml/sp/metadata",
    answers: "document",
    produces: ["application/samlmetadata+xml"],
    tag: "sso",
    summary: "Our SAML service-provider metadata for the company",
    query: samlCompanyQuerySchema,
  }),
  select: defineBrowserRoute({
    method: "GET",
    path: "/saml/sp/select",
    answers: "redirect",
    tag: "sso",
    summary: "Single sign-on: go to the company's identity provider",
    query: samlCompanyQuerySchema,
  }),
  acs: defineBrowserRoute({
    method: "POST",
    path: "/saml/sp/acs",
    answers: "redirect",
    tag: "sso",
    summary: "Single sign-on: the identity provider posts its response here",
    body: z.object({
      SAMLResponse: z.string().min(1).max(1_000_000),
      RelayState: z.string().max(200).optional(),
    }),
  }),
};
