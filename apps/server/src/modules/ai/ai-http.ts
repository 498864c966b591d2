import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { OutboundPolicy } from "../../platform/outbound/outbound-policy.ts";
import { isPrivateAddress, OutboundError, parseOutboundUrl } from "../../platform/outbound/ssrf-guard.ts";
import { ProviderError } from "./text-generator.ts";

/**
 * POST JSON to an AI provider. The base URL comes from company settings an administrator typed, so
 * it goes through the same outside-address guard as other user-given URLs (checked on the address
 * the socket connects to); the platform guard only GETs, hence this small POST of our own.
 */
export type { OutboundPolicy };

const MAX_ANSWER_BYTES = 2_097_152;

function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 0);
      const refused = addresses.some(
        (a) =>
          !policy.allowPrivate && isPrivateAddress(a.address) && !policy.allowedAddresses.includes(a.address),
      );
      const first = addresses[0];
      if (refused || !first) {
        return callback(Object.assign(new Error("private address"), { code: "EPRIVATE" }), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export async function postJson(
  rawUrl: string,
  payload: unknown,
  options: { headers: Record<string, string>; timeoutMs: number; policy: OutboundPolicy; provider: string },
): Promise<JsonAnswer> {
  let url: URL;
  try {
    url = parseOutboundUrl(rawUrl, options.policy);
  } catch (error) {
    const reason = error instanceof OutboundError ? error.message : "invalid URL";
    throw new ProviderError("refused", `${options.provider} endpoint refused: ${reason}`);
  }
  const data = Buffer.from(JSON.stringify(payload), "utf8");
  const client = url.protocol === "https:" ? https : http;
  return new Promise<JsonAnswer>((resolve, reject) => {
    const fail = (kind: ProviderError["kind"], detail: string) =>
      reject(new ProviderError(kind, `${options.provider}: ${detail}`));
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: guardedLookup(options.policy),
        headers: {
          ...options.headers,
          "content-type": "application/json",
          accept: "application/json",
          "content-length": String(data.length),
          "user-agent": "Chorus",
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) return request.destroy(new Error("answer too large"));
          chunks.push(chunk);
        });
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: unknown = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = null;
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on("error", (e) => fail("unavailable", e.message));
      },
    );
    // One deadline for connect, send and answer: "Time-outs (10 s)".
    const timer = setTimeout(() => request.destroy(new Error("timeout")), options.timeoutMs);
    request.on("close", () => clearTimeout(timer));
    request.on("error", (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (e.code === "EPRIVATE") return fail("refused", "endpoint points to a private network");
      fail(
        "unavailable",
        e.message === "timeout" ? `no answer within ${options.timeoutMs} ms` : (e.code ?? e.message),
      );
    });
    request.end(data);
  });
}
