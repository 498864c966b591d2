// The people's mailboxes, for the browser suite: an SMTP server the app delivers to (SMTP_URL in
// scripts/e2e-server.mjs), so a test reads a sign-in link the way its recipient would. The app's
// outbox hides such links from everyone else (docs/architecture.md, Security).
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** FAKE_SMTP_PORT, else the fake network's port + 1 (scripts/e2e-server.mjs agrees). */
export const fakeSmtpPort = (env = process.env) =>
  Number(env.FAKE_SMTP_PORT ?? Number(env.FAKE_NETWORK_PORT ?? 3190) + 1);

/** Starts the SMTP server; `messages` fills up as mail arrives (to, subject, text), oldest first. */
export function startMailbox(port) {
  const messages = [];
  const server = new SMTPServer({
    // Loopback only, no TLS and no login: nothing but the suite's own server talks to it.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
            .flatMap((address) => address.value.map((v) => (v.address ?? "").toLowerCase()))
            .join(", ");
          messages.push({
            to,
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            at: new Date().toISOString(),
          });
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  server.listen(port, "127.0.0.1");
  return { messages, close: (done) => server.close(done) };
}
