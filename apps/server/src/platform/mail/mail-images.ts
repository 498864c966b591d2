import type { Mailer, OutgoingMail } from "./mailer.ts";
import { escapeHtml } from "./templates/layout.ts";

const OUR_IMAGE = /src="(\/images\/[A-Za-z0-9._\-/]+)"/g;

/**
 * A mail is read in a mail client, with no session and maybe months later: each of our images
 * in it (the company logo) becomes an absolute URL with a long-lived signature.
 */
export function signMailImages(html: string, sign: (url: string) => string): string {
  return html.replace(OUR_IMAGE, (_whole, url: string) => `src="${escapeHtml(sign(url))}"`);
}

/** The mailer, with every mail's images signed before it is recorded and sent. */
export function withSignedMailImages(mailer: Mailer, sign: (url: string) => string): Mailer {
  return {
    ...mailer,
    // The outbox copy too: whoever opens it in the app sees the same logo as the recipient.
    send: (mail: OutgoingMail) =>
      mailer.send({
        ...mail,
        html: signMailImages(mail.html, sign),
        outboxCopy: { ...mail.outboxCopy, html: signMailImages(mail.outboxCopy.html, sign) },
      }),
  };
}
