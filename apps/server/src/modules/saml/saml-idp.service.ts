import type { SamlIdpBody, SamlIdpSettings } from "@chorus/shared/auth/saml.contract";
import type { AppConfig } from "../../config.ts";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { fetchOutboundText, OutboundError } from "../../platform/outbound/ssrf-guard.ts";
import { type IdpDescription, normalizeCertificate, parseIdpMetadata } from "./idp-metadata.ts";
import {
  DEFAULT_ATTRIBUTE_MAPPING,
  findSamlIdp,
  findSubdomain,
  type SamlIdpRow,
  upsertSamlIdp,
} from "./saml.repository.ts";
import { serviceProviderMetadata } from "./saml.service.ts";
import { EMAIL_NAME_ID_FORMAT, serviceProviderOf } from "./saml-settings.ts";

type IdpOptions = Pick<SamlIdpBody, "autoProvision" | "attributeMapping">;

export function presentIdpSettings(config: AppConfig, subdomain: string, row: SamlIdpRow): SamlIdpSettings {
  const sp = serviceProviderOf(config, subdomain);
  return {
    entityId: row.entityId,
    ssoUrl: row.ssoUrl,
    certificate: row.certificate,
    wantSignedAssertions: row.wantSignedAssertions,
    autoProvision: row.autoProvision,
    attributeMapping: row.attributeMapping,
    updatedAt: row.updatedAt.toISOString(),
    spEntityId: sp.entityId,
    acsUrl: sp.acsUrl,
  };
}

async function subdomainOf(ctx: RequestContext) {
  const subdomain = await findSubdomain(ctx.db, ctx.companyId);
  if (!subdomain) throw notFound();
  return subdomain;
}

/** Saves the actor's company's IdP; options not given keep their stored value. */
async function save(ctx: RequestContext, config: AppConfig, idp: IdpDescription, options: IdpOptions) {
  const subdomain = await subdomainOf(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findSamlIdp(tx, ctx.companyId);
    return upsertSamlIdp(tx, ctx.companyId, {
      ...idp,
      autoProvision: options.autoProvision ?? current?.autoProvision ?? false,
      attributeMapping: options.attributeMapping ?? current?.attributeMapping ?? DEFAULT_ATTRIBUTE_MAPPING,
    });
  });
  ctx.log.info({ companyId: ctx.companyId, entityId: row.entityId }, "SAML identity provider saved");
  return presentIdpSettings(config, subdomain, row);
}

/** PUT /saml/api/idp */
export async function configureIdp(ctx: RequestContext, config: AppConfig, body: SamlIdpBody) {
  const idp =
    "metadataXml" in body
      ? parseIdpMetadata(body.metadataXml)
      : { entityId: body.entityId, ssoUrl: body.ssoUrl, certificate: normalizeCertificate(body.certificate) };
  return save(ctx, config, idp, body);
}

/** POST /api/keycloak/idp/config: Keycloak's realm metadata, fetched through the outbound guard. */
export async function configureKeycloakIdp(
  ctx: RequestContext,
  { config, outbound }: Pick<AppDeps, "config" | "outbound">,
  body: ({ metadataUrl: string } | { metadataXml: string }) & IdpOptions,
) {
  let xml: string;
  if ("metadataUrl" in body) {
    try {
      const response = await fetchOutboundText(body.metadataUrl, {
        ...outbound,
        accept: "application/samlmetadata+xml, application/xml, text/xml",
      });
      if (response.status !== 200) throw badRequest(`metadataUrl: answered HTTP ${response.status}`);
      xml = response.body;
    } catch (error) {
      if (error instanceof OutboundError) throw badRequest(`metadataUrl: ${error.message}`);
      throw error;
    }
  } else {
    xml = body.metadataXml;
  }
  return save(ctx, config, parseIdpMetadata(xml), body);
}

/** GET /api/keycloak/idp/metadata: our SP for Keycloak's client import. */
export async function keycloakSpMetadata(ctx: RequestContext, config: AppConfig) {
  const subdomain = await subdomainOf(ctx);
  const sp = serviceProviderOf(config, subdomain);
  const mapping = (await findSamlIdp(ctx.db, ctx.companyId))?.attributeMapping ?? DEFAULT_ATTRIBUTE_MAPPING;
  const attributeMapper = (name: string, property: string, attribute: string) => ({
    name,
    protocol: "saml" as const,
    protocolMapper: "saml-user-property-mapper",
    config: {
      "user.attribute": property,
      "attribute.name": attribute,
      "attribute.nameformat": "Basic",
      "friendly.name": attribute,
    },
  });
  return {
    entityId: sp.entityId,
    acsUrl: sp.acsUrl,
    nameIdFormat: EMAIL_NAME_ID_FORMAT,
    metadataXml: serviceProviderMetadata(config, subdomain),
    keycloakClient: {
      clientId: sp.entityId,
      protocol: "saml" as const,
      enabled: true,
      redirectUris: [sp.acsUrl],
      attributes: {
        saml_assertion_consumer_url_post: sp.acsUrl,
        "saml.assertion.signature": "true",
        "saml.server.signature": "true",
        "saml.client.signature": "false",
        "saml.authnstatement": "true",
        saml_name_id_format: "email",
        saml_force_name_id_format: "true",
      },
      protocolMappers: [
        attributeMapper("email", "email", mapping.email),
        attributeMapper("first name", "firstName", mapping.firstName),
        attributeMapper("last name", "lastName", mapping.lastName),
      ],
    },
  };
}
