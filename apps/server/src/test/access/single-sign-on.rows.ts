import type { AccessRow } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

/**
 * Social sign-in and SAML. The matrix app configures no OIDC network, so the social routes
 * answer everyone 404 'not configured'; the settings bodies are well-formed but hold no real
 * certificate or metadata, so a caller the policy lets through gets the handler's 400.
 */
export const singleSignOnRows: AccessRow[] = [
  { method: "GET", route: "/api/auth/methods", allowed: "everyone" },
  {
    method: "GET",
    route: "/oauth/:network/auth",
    url: () => "/oauth/google/auth",
    allowed: "everyone",
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/oauth/:network/callback",
    url: () => "/oauth/google/callback?code=x&state=y",
    allowed: "everyone",
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/saml/sp/metadata",
    url: () => "/saml/sp/metadata?company=acme",
    allowed: "everyone",
  },
  {
    method: "GET",
    route: "/saml/sp/select",
    url: () => "/saml/sp/select?subdomain=acme",
    allowed: "everyone",
    okStatus: 302,
  },
  {
    method: "POST",
    route: "/saml/sp/acs",
    body: () => ({ SAMLResponse: "bm90IGEgcmVzcG9uc2U=", RelayState: "_unknown" }),
    allowed: "everyone",
    okStatus: 302,
  },
  {
    method: "PUT",
    route: "/saml/api/idp",
    body: () => ({
      entityId: "https://idp.example",
      ssoUrl: "https://idp.example/sso",
      certificate: "bm90IGEgY2VydA==",
    }),
    allowed: MANAGERS,
    okStatus: 400,
  },
  { method: "GET", route: "/api/keycloak/idp/metadata", allowed: MANAGERS },
  {
    method: "POST",
    route: "/api/keycloak/idp/config",
    body: () => ({ metadataXml: "<not-metadata/>" }),
    allowed: MANAGERS,
    okStatus: 400,
  },
];
