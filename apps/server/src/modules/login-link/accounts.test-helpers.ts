import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { LightMyRequestResponse } from "fastify";
import { type SmtpCatcher, startSmtpCatcher } from "../../platform/mail/smtp-catcher.test-helpers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";

/** The host of Acme's own site in tests (BASE_DOMAIN is localhost). */
export const ACME_HOST = "acme.localhost";
export const GLOBEX_HOST = "globex.localhost";

/** The test app with SMTP_URL pointing at a real SMTP server started for this file. */
export async function createMailTestApp(): Promise<{
  t: TestApp;
  smtp: SmtpCatcher;
  close(): Promise<void>;
}> {
  const smtp = await startSmtpCatcher();
  const t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Chorus <no-reply@chorus.test>" });
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/** A request as the browser would send it from a given site (Host header). */
export function at(client: TestClient, host: string) {
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    client.request({ method, url, payload: payload as object | undefined, headers: { host } });
  return {
    get: (url: string) => send("GET", url),
    post: (url: string, payload?: unknown) => send("POST", url, payload),
    put: (url: string, payload?: unknown) => send("PUT", url, payload),
  };
}

/** Solves the server's captcha the way the altcha widget does, and returns the widget's payload. */
export async function solveCaptcha(client: TestClient): Promise<string> {
  const response = await client.get("/api/captcha/challenge");
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export const errorCodeOf = (r: LightMyRequestResponse) => r.headers["x-smarp-error-code"];
