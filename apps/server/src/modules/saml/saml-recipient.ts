import { elementsNamed, parseXml } from "./xml-dom.ts";

/**
 * The response must be meant for our ACS (Response@Destination when present, every
 * SubjectConfirmationData@Recipient) and come from the company's IdP (the assertion's Issuer).
 * node-saml does not check these. One assertion only,
 * so the Recipient read here is the one in the assertion node-saml verifies (no wrapping tricks).
 */
export function checkRecipient(samlResponseBase64: string, acsUrl: string, idpEntityId: string) {
  const xml = Buffer.from(samlResponseBase64, "base64").toString("utf8");
  const doc = parseXml(xml);
  const root = doc.documentElement;
  if (root?.localName !== "Response") throw new Error("not a SAML Response");
  const destination = root.getAttribute("Destination");
  if (destination && destination !== acsUrl) throw new Error("Destination is not our ACS");
  const assertions = elementsNamed(doc, "Assertion");
  const [assertion] = assertions;
  if (!assertion || assertions.length !== 1) throw new Error("expected exactly one assertion");
  // node-saml checks the issuer of logout messages only; the assertion's must be the company's IdP.
  const issuer = elementsNamed(assertion, "Issuer")[0]?.textContent?.trim();
  if (issuer !== idpEntityId) throw new Error("the assertion's Issuer is not the company's IdP");
  const confirmations = elementsNamed(doc, "SubjectConfirmationData");
  if (confirmations.length === 0) throw new Error("no SubjectConfirmationData");
  for (const c of confirmations)
    if (c.getAttribute("Recipient") !== acsUrl) throw new Error("Recipient is not our ACS");
}
