import type { AppConfig } from "../../config.ts";

/** Sends one text message; resolves with the provider's message id or throws SmsError. */
export interface SmsSender {
  readonly configured: boolean;
  send(to: string, body: string): Promise<{ id: string }>;
}

export class SmsError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To,
 * From, Body; HTTP Basic with the account SID and auth token). The base URL is the operator's
 * (SMS_API_URL), so tests point it at a local fake. The token never leaves this function: errors
 * carry the provider's message only.
 */
export function createSmsSender(config: AppConfig["sms"], fetchImpl: typeof fetch = fetch): SmsSender {
  const configured = config.accountSid !== "" && config.authToken !== "" && config.from !== "";
  return {
    configured,
    async send(to, body) {
      if (!configured) throw new SmsError("SMS delivery is not configured", true);
      const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: "POST",
          headers: {
            authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body: new URLSearchParams({ To: to, From: config.from, Body: body }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new SmsError("The SMS provider did not answer", false);
      }
      const data = (await response.json().catch(() => ({}))) as { sid?: unknown; message?: unknown };
      if (!response.ok) {
        const reason =
          typeof data.message === "string" ? data.message.slice(0, 200) : `HTTP ${response.status}`;
        throw new SmsError(`The SMS provider refused the message: ${reason}`, response.status < 500);
      }
      return { id: typeof data.sid === "string" ? data.sid : "" };
    },
  };
}
