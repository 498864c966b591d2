import type { AppConfig } from "../../config.ts";

/** The addresses of our service provider for a company (entity id per company, one ACS). */
export function serviceProviderOf(config: AppConfig, subdomain: string) {
  return {
    entityId: `${config.publicUrl}/saml/sp/metadata?company=${encodeURIComponent(subdomain)}`,
    acsUrl: `${config.publicUrl}/saml/sp/acs`,
  };
}

export const EMAIL_NAME_ID_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";
/** How long a user may take at the IdP before the AuthnRequest expires. */
export const SAML_REQUEST_TTL_MS = 10 * 60_000;
