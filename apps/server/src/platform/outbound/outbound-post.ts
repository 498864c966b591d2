import http from "node:http";
import https from "node:https";
import type { OutboundPolicy } from "./outbound-policy.ts";
import { guardedLookup, OutboundError, parseOutboundUrl } from "./ssrf-guard.ts";

/**
 * POST a body to an outside address (a Teams incoming webhook, the Slack Web API), through the same
 * guard as the GETs: the URL's scheme and credentials are checked first, the address on connect
 * (DNS rebinding), no redirect is followed, one deadline for the whole exchange, the answer capped.
 */
export interface OutboundPostOptions {
  policy: OutboundPolicy;
  headers?: Record<string, string>;
  /** application/json unless told (Slack's OAuth token call takes a form). */
  contentType?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface OutboundPostAnswer {
  status: number;
  text: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 1_048_576;

export async function postOutbound(
  rawUrl: string,
  body: string,
  options: OutboundPostOptions,
): Promise<OutboundPostAnswer> {
  const url = parseOutboundUrl(rawUrl, options.policy);
  const data = Buffer.from(body, "utf8");
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = url.protocol === "https:" ? https : http;
  return new Promise<OutboundPostAnswer>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: guardedLookup(options.policy.allowPrivate, options.policy.allowedAddresses),
        headers: {
          ...options.headers,
          "content-type": options.contentType ?? "application/json",
          "content-length": String(data.length),
          "user-agent": "Chorus",
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy(new OutboundError("size", `The answer is larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", (e) => reject(new OutboundError("network", e.message)));
      },
    );
    const timer = setTimeout(
      () => request.destroy(new OutboundError("timeout", "The address did not answer in time")),
      timeoutMs,
    );
    request.on("close", () => clearTimeout(timer));
    request.on("error", (e) => {
      clearTimeout(timer);
      if (e instanceof OutboundError) return reject(e);
      const cause = (e as { cause?: unknown }).cause;
      if (cause instanceof OutboundError) return reject(cause);
      if ((e as NodeJS.ErrnoException).code === "EPRIVATE")
        return reject(new OutboundError("address", "The address points to a private network"));
      reject(
        new OutboundError(
          "network",
          `The address could not be reached (${(e as NodeJS.ErrnoException).code ?? e.message})`,
        ),
      );
    });
    request.end(data);
  });
}
