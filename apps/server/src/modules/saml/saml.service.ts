import { randomBytes } from "node:crypto";
import type { SignInErrorCode } from "@chorus/shared/auth/sign-in-methods.contract";
import {
  generateServiceProviderMetadata,
  type Profile,
  SAML,
  ValidateInResponseTo,
} from "@node-saml/node-saml";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  type ExternalUser,
  findUsersByEmail,
  isUnderUserLimit,
  provisionUser,
} from "../social-auth/index.ts";
import {
  createSamlRequestStore,
  findSamlIdp,
  findSubdomain,
  peekSamlRequest,
  type SamlIdpRow,
} from "./saml.repository.ts";
import { checkRecipient } from "./saml-recipient.ts";
import { EMAIL_NAME_ID_FORMAT, SAML_REQUEST_TTL_MS, serviceProviderOf } from "./saml-settings.ts";

/** Our SP metadata for a company, for its IdP administrator (or Keycloak's client import). */
export function serviceProviderMetadata(config: AppConfig, subdomain: string): string {
  const sp = serviceProviderOf(config, subdomain);
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: EMAIL_NAME_ID_FORMAT,
    wantAssertionsSigned: true,
  });
}

function samlFor(
  config: AppConfig,
  subdomain: string,
  idp: SamlIdpRow,
  store: ReturnType<typeof createSamlRequestStore>,
  requestId?: string,
) {
  const sp = serviceProviderOf(config, subdomain);
  return new SAML({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    entryPoint: idp.ssoUrl,
    idpCert: idp.certificate,
    idpIssuer: idp.entityId,
    identifierFormat: EMAIL_NAME_ID_FORMAT,
    // Assertions must carry the IdP's signature; a signed response around an unsigned assertion is not enough.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    // Only answers to a request we sent (no IdP-initiated sign-in): the request id is single use.
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    cacheProvider: store,
    acceptedClockSkewMs: 30_000,
    disableRequestedAuthnContext: true,
    generateUniqueId: () => requestId ?? `_${randomBytes(20).toString("hex")}`,
  });
}

/**
 * SP-initiated sign-in: an AuthnRequest (HTTP-Redirect binding) to the company's IdP. The RelayState
 * is the request id; the company and the return path stay on our side with it.
 */
export async function startSamlSignIn(
  db: Db,
  config: AppConfig,
  company: { id: string; subdomain: string },
  returnPath: string,
): Promise<{ url: string; requestId: string } | null> {
  const idp = await findSamlIdp(db, company.id);
  if (!idp) return null;
  const requestId = `_${randomBytes(20).toString("hex")}`;
  const store = createSamlRequestStore(db, { companyId: company.id, returnPath, ttlMs: SAML_REQUEST_TTL_MS });
  const url = await samlFor(config, company.subdomain, idp, store, requestId).getAuthorizeUrlAsync(
    requestId,
    undefined,
    {},
  );
  return { url, requestId };
}

export type SamlSignInOutcome =
  | { ok: true; user: ExternalUser; returnPath: string }
  | { ok: false; error: SignInErrorCode };

/**
 * The IdP's response at our ACS: node-saml checks the signature against the company's IdP
 * certificate, the issuer, audience, time window and InResponseTo (taken once from our store);
 * we add the Recipient/Destination check node-saml leaves out. Then the e-mail names the user.
 */
export async function finishSamlSignIn(
  db: Db,
  config: AppConfig,
  input: {
    samlResponse: string;
    relayState: string | undefined;
    boundRequestId: string | undefined;
    log: FastifyBaseLogger;
  },
): Promise<SamlSignInOutcome> {
  const requestId = input.relayState;
  // The browser that started the sign-in carries the request id in a cookie: a response
  // obtained elsewhere cannot be pushed into this browser (login CSRF).
  if (!requestId || requestId !== input.boundRequestId) return { ok: false, error: "sso_failed" };
  const pending = await peekSamlRequest(db, requestId);
  if (!pending) return { ok: false, error: "sso_failed" };
  const idp = await findSamlIdp(db, pending.companyId);
  const subdomain = await findSubdomain(db, pending.companyId);
  if (!idp || !subdomain) return { ok: false, error: "sso_not_configured" };

  const store = createSamlRequestStore(db, {
    companyId: pending.companyId,
    returnPath: "/",
    ttlMs: SAML_REQUEST_TTL_MS,
  });
  const sp = serviceProviderOf(config, subdomain);
  let profile: Profile | null;
  try {
    checkRecipient(input.samlResponse, sp.acsUrl, idp.entityId);
    ({ profile } = await samlFor(config, subdomain, idp, store).validatePostResponseAsync({
      SAMLResponse: input.samlResponse,
    }));
  } catch (error) {
    input.log.warn({ err: (error as Error).message }, "single sign-on: response refused");

    return { ok: false, error: "sso_failed" };
  }
  const taken = store.taken();
  if (!profile || !taken || taken.id !== requestId) return { ok: false, error: "sso_failed" };

  const mapping = idp.attributeMapping;
  const attribute = (name: string) => {
    const value = profile[name];
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === "string" ? first.trim() : undefined;
  };
  const email = (
    attribute(mapping.email) ??
    (profile.nameIDFormat === EMAIL_NAME_ID_FORMAT || profile.nameID.includes("@") ? profile.nameID : "")
  )
    .trim()
    .toLowerCase();
  if (!email.includes("@")) return { ok: false, error: "sso_email_missing" };

  const [existing] = (await findUsersByEmail(db, email, pending.companyId)).filter((u) => u.isActive);
  if (existing) return { ok: true, user: existing, returnPath: taken.returnPath };
  if (!idp.autoProvision) return { ok: false, error: "user_not_found" };
  if (!(await isUnderUserLimit(db, pending.companyId))) return { ok: false, error: "user_limit_reached" };
  const user = await db.transaction((tx) =>
    provisionUser(tx, {
      companyId: pending.companyId,
      email,
      firstName: attribute(mapping.firstName),
      lastName: attribute(mapping.lastName),
      ssoProvisioned: true,
    }),
  );
  return { ok: true, user, returnPath: taken.returnPath };
}
