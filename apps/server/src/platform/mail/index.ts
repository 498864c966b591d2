/** Mail: what other modules may use. */
export { mailBrandOf, PRODUCT_BRAND } from "./brand.ts";
export { companyLink, companyUrl } from "./company-links.ts";
export { MAIL_TEXTS, mailLanguageOf, mailText } from "./mail-i18n.ts";
export { withSignedMailImages } from "./mail-images.ts";
export { defineMailTemplate, type KindedMail, type MailTemplate } from "./mail-template.ts";
export { createMailer, type Mailer, type OutgoingMail } from "./mailer.ts";
export { mailOutboxRoutes } from "./outbox.routes.ts";
export { adminMessageMail } from "./templates/admin-message.mail.ts";
export { companyInvitationMail } from "./templates/company-invitation.mail.ts";
export { type MailBrand, type RenderedMail, renderMail } from "./templates/layout.ts";
