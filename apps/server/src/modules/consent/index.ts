export { findPrivacyPolicy, type PrivacyPolicyRow } from "./consent.repository.ts";
export { type ConsentVersions, loadConsent } from "./consent.service.ts";
