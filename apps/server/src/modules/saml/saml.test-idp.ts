import { randomBytes } from "node:crypto";
import { inflateRawSync } from "node:zlib";
import { escapeHtml } from "@chorus/shared/text/html";
import { generate } from "selfsigned";
import { SignedXml } from "xml-crypto";

/**
 * A small SAML identity provider for tests: it reads our AuthnRequest and signs responses with
 * its own generated key, as a real IdP would, with knobs to make them wrong in one way each.
 */
export interface TestIdpKeys {
  privateKey: string;
  certificate: string;
}

export async function createIdpKeys(): Promise<TestIdpKeys> {
  const pems = await generate([{ name: "commonName", value: "idp.test" }], {
    keySize: 2048,
    algorithm: "sha256",
  });
  return { privateKey: pems.private, certificate: pems.cert };
}

export function readAuthnRequest(redirectUrl: string) {
  const url = new URL(redirectUrl);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get("SAMLRequest") ?? "", "base64")).toString(
    "utf8",
  );
  const attr = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(xml)?.[1] ?? "";
  const issuer = /<saml:Issuer[^>]*>([^<]+)<\/saml:Issuer>/.exec(xml)?.[1] ?? "";
  return {
    xml,
    id: attr("ID"),
    acsUrl: attr("AssertionConsumerServiceURL"),
    issuer,
    relayState: url.searchParams.get("RelayState") ?? "",
    destination: `${url.origin}${url.pathname}`,
  };
}

export interface ResponseOptions {
  idpEntityId: string;
  inResponseTo: string;
  acsUrl: string;
  audience: string;
  nameId: string;
  attributes?: Record<string, string>;
  /** Minutes from now; negative = already expired. */
  validForMinutes?: number;
  recipient?: string;
  sign?: "assertion" | "none";
  signingKey?: TestIdpKeys;
}

const iso = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * 60_000).toISOString();
const esc = escapeHtml;

/** A base64 SAMLResponse as the IdP's form would post it. */
export function buildSamlResponse(keys: TestIdpKeys, o: ResponseOptions): string {
  const valid = o.validForMinutes ?? 5;
  const responseId = `_r${randomBytes(10).toString("hex")}`;
  const assertionId = `_a${randomBytes(10).toString("hex")}`;
  const attributes = Object.entries(o.attributes ?? {})
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${esc(name)}"><saml:AttributeValue>${esc(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join("");
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${responseId}" Version="2.0" IssueInstant="${iso(0)}" Destination="${esc(o.acsUrl)}" InResponseTo="${o.inResponseTo}">` +
    `<saml:Issuer>${esc(o.idpEntityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${iso(0)}">` +
    `<saml:Issuer>${esc(o.idpEntityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(o.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${o.inResponseTo}" NotOnOrAfter="${iso(valid)}" Recipient="${esc(o.recipient ?? o.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(-1)}" NotOnOrAfter="${iso(valid)}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(0)}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : "") +
    `</saml:Assertion></samlp:Response>`;
  if (o.sign === "none") return Buffer.from(xml).toString("base64");
  const signer = o.signingKey ?? keys;
  const sig = new SignedXml({
    privateKey: signer.privateKey,
    publicCert: signer.certificate,
    signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
  });
  sig.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
    transforms: [
      "http://www.w3.org/2000/09/xmldsig#enveloped-signature",
      "http://www.w3.org/2001/10/xml-exc-c14n#",
    ],
  });
  sig.computeSignature(xml, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: "after" },
  });
  return Buffer.from(sig.getSignedXml()).toString("base64");
}

/** The IdP's metadata document, as Keycloak or any IdP publishes it. */
export function idpMetadataXml(keys: TestIdpKeys, entityId: string, ssoUrl: string) {
  const body = keys.certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, "");
  return (
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${esc(entityId)}">` +
    `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">` +
    `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${body}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${esc(ssoUrl)}/post"/>` +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(ssoUrl)}"/>` +
    `</md:IDPSSODescriptor></md:EntityDescriptor>`
  );
}
