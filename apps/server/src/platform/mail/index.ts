/** Mail: what other modules may use. */
export { mailBrandOf, PRODUCT_BRAND } from "./brand.ts";
export { companyLink, companyUrl } from "./company-links.ts";
export { withSignedMailImages } from "./mail-images.ts";
export { createMailer, type Mailer, type OutgoingMail } from "./mailer.ts";
export { mailOutboxRoutes } from "./outbox.routes.ts";
export { accountRecoveryMail, type RecoveredAccount } from "./templates/account-recovery.mail.ts";
export { adminMessageMail } from "./templates/admin-message.mail.ts";
export { companyInvitationMail } from "./templates/company-invitation.mail.ts";
export type { MailBrand, RenderedMail } from "./templates/layout.ts";
export { loginLinkMail } from "./templates/login-link.mail.ts";
export { passwordChangedMail } from "./templates/password-changed.mail.ts";
export { passwordResetMail } from "./templates/password-reset.mail.ts";
export { registrationMail } from "./templates/registration.mail.ts";
