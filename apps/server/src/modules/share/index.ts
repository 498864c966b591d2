/** What other modules may use from sharing. */
export { connectedNetworksSql } from "./connection.repository.ts";
export { insertNewsletterShare, type NewsletterLinkShare, newShortCode } from "./newsletter-share.ts";
export { loadTokenCipher } from "./token-cipher.ts";
