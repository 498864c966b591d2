import { samlIdp } from "../../db/schema/index.ts";
import { idpMetadataXml } from "../../modules/saml/saml.test-idp.ts";
import type { AccessRow } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

/**
 * Social sign-in (Google is the local OpenID Connect mock) and SAML (a test IdP's real keys). The
 * identity provider settings are restored after each case.
 */
const IDP_ENTITY = "https://idp.test/realms/acme";
const IDP_SSO = "https://idp.test/realms/acme/protocol/saml";

export const singleSignOnRows: AccessRow[] = [
  { method: "GET", route: "/api/auth/methods", allowed: "everyone" },
  {
    method: "GET",
    route: "/oauth/:network/auth",
    url: () => "/oauth/google/auth",
    // To Google's (the mock's) sign-in page.
    allowed: "everyone",
    okStatus: 302,
  },
  {
    method: "GET",
    route: "/oauth/:network/callback",
    url: () => "/oauth/google/callback?code=x&state=y",
    // An answer to no sign-in this browser started: back to the login page with the error.
    allowed: "everyone",
    okStatus: 302,
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
    // Not a response to any request: back to the login page with the error.
    allowed: "everyone",
    okStatus: 302,
  },
  {
    method: "PUT",
    route: "/saml/api/idp",
    body: (f) => ({ entityId: IDP_ENTITY, ssoUrl: IDP_SSO, certificate: f.outside.idp.certificate }),
    isolate: [samlIdp],
    allowed: MANAGERS,
  },
  { method: "GET", route: "/api/keycloak/idp/metadata", allowed: MANAGERS },
  {
    method: "POST",
    route: "/api/keycloak/idp/config",
    body: (f) => ({ metadataXml: idpMetadataXml(f.outside.idp, IDP_ENTITY, IDP_SSO) }),
    isolate: [samlIdp],
    allowed: MANAGERS,
  },
];
