export { findPrivacyPolicy, type PrivacyPolicyRow } from "./consent.repository.ts";
export { acceptConsent, type ConsentVersions, loadConsent } from "./consent.service.ts";
