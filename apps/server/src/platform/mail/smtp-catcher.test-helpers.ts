import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpCatcher {
  /** smtp://[user:pass@]127.0.0.1:<port> */
  url: string;
  messages: ParsedMail[];
  /** Logins the server saw (to prove SMTP_URL credentials were used). */
  logins: { username: string; password: string }[];
  /** Resolves with the first received mail that matches, waiting up to `timeoutMs`. */
  waitFor(match: (m: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** The address a mail was sent to, as one lower-cased string. */
export const recipientOf = (m: ParsedMail): string => {
  const to = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
  return to.map((a) => a.text.toLowerCase()).join(", ");
};

/** The first link in a mail's text that contains `path`. */
export function linkIn(m: ParsedMail, path: string): URL {
  const found = (m.text ?? "").match(/https?:\/\/\S+/g)?.find((u) => u.includes(path));
  if (!found) throw new Error(`no link with ${path} in: ${m.text}`);
  return new URL(found);
}

/**
 * A real SMTP server on a random local port, receiving what the app sends and parsing it with
 * mailparser — the tests see mail as a mail client would. No TLS: it listens on loopback only.
 */
export async function startSmtpCatcher(options: { credentials?: { user: string; pass: string } } = {}) {
  const messages: ParsedMail[] = [];
  const logins: { username: string; password: string }[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: !options.credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? "", password: auth.password ?? "" });
      const ok = options.credentials
        ? auth.username === options.credentials.user && auth.password === options.credentials.pass
        : true;
      callback(
        ok ? null : new Error("Invalid username or password"),
        ok ? { user: auth.username } : undefined,
      );
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          for (const l of listeners) l();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const auth = options.credentials
    ? `${encodeURIComponent(options.credentials.user)}:${encodeURIComponent(options.credentials.pass)}@`
    : "";

  const catcher: SmtpCatcher = {
    url: `smtp://${auth}127.0.0.1:${port}`,
    messages,
    logins,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (got ${messages.length})`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return catcher;
}
