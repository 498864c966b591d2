import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  /** MAIL FROM of the SMTP envelope (the VERP return path). */
  envelopeFrom: string;
  to: string;
  mail: ParsedMail;
  /** A header exactly as sent (mailparser folds List-* headers into objects). */
  header(name: string): string;
}

/**
 * A local SMTP server that keeps each mail with its envelope. `refuseAfter` makes it stop
 * answering once that many mails were accepted (the sender's process is then killed mid-mail:
 * the next one was never accepted, so it was never delivered).
 */
export async function startEnvelopeCatcher() {
  const caught: CaughtMail[] = [];
  let holdFrom = Number.POSITIVE_INFINITY;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (caught.length >= holdFrom) return; // never answer: the mail is not accepted
          const lines = mail.headerLines;
          caught.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(","),
            mail,
            header: (name) =>
              lines
                .find((l) => l.key === name.toLowerCase())
                ?.line.replace(/^[^:]+:\s*/, "")
                .replace(/\r?\n\s+/g, " ") ?? "",
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    caught,
    /** From now on, accept no more than `n` mails in all. */
    holdAfter(n: number) {
      holdFrom = n;
    },
    release() {
      holdFrom = Number.POSITIVE_INFINITY;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type EnvelopeCatcher = Awaited<ReturnType<typeof startEnvelopeCatcher>>;
