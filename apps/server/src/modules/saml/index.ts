export { hasSamlIdp } from "./saml.repository.ts";
