import { X509Certificate } from "node:crypto";
import { badRequest } from "../../platform/errors.ts";
import { elementsNamed as elements, parseXml, type XmlDocument } from "./xml-dom.ts";

export interface IdpDescription {
  entityId: string;
  ssoUrl: string;
  certificate: string;
}

const REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";

/** A certificate as PEM, from PEM or bare base64 (as metadata holds it); 400 when it is not one. */
export function normalizeCertificate(raw: string): string {
  const body = raw.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+=*$/.test(body))
    throw badRequest("certificate: is not a PEM or base64 X.509 certificate");
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join("\n") ?? ""}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
  } catch {
    throw badRequest("certificate: is not a valid X.509 certificate");
  }
  return pem;
}

/**
 * The identity provider's entity id, single sign-on address (HTTP-Redirect binding preferred)
 * and signing certificate, from its SAML metadata document.
 */
export function parseIdpMetadata(xml: string): IdpDescription {
  let doc: XmlDocument;
  try {
    doc = parseXml(xml);
  } catch {
    throw badRequest("metadataXml: is not well-formed XML");
  }
  // A metadata aggregate may hold several entities; the first with an IdP role is the one.
  const descriptor = elements(doc, "EntityDescriptor").find(
    (e) => elements(e, "IDPSSODescriptor").length > 0,
  );
  const idp = descriptor ? elements(descriptor, "IDPSSODescriptor")[0] : undefined;
  if (!descriptor || !idp) throw badRequest("metadataXml: has no IDPSSODescriptor");
  const entityId = descriptor.getAttribute("entityID") ?? "";
  if (!entityId) throw badRequest("metadataXml: has no entityID");

  const services = elements(idp, "SingleSignOnService");
  const service = services.find((s) => s.getAttribute("Binding") === REDIRECT_BINDING) ?? services[0];
  const ssoUrl = service?.getAttribute("Location") ?? "";
  if (!/^https?:\/\//i.test(ssoUrl)) throw badRequest("metadataXml: has no SingleSignOnService address");

  const keys = elements(idp, "KeyDescriptor");
  const signing = keys.find((k) => (k.getAttribute("use") ?? "signing") === "signing");
  const certText = signing ? elements(signing, "X509Certificate")[0]?.textContent : undefined;
  if (!certText) throw badRequest("metadataXml: has no signing certificate");
  return { entityId, ssoUrl, certificate: normalizeCertificate(certText) };
}
