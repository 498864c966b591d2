import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Fetching an address a user typed (an IdP metadata URL, a link preview …) must not let them
 * reach our own network: the cloud metadata service, the database, a loopback admin port. The
 * check runs on the address the connection actually uses (inside the socket's DNS lookup), so a
 * name that resolves to a public address when checked and a private one when connecting
 * (DNS rebinding) is still refused.
 */
export interface OutboundOptions {
  /** Allow private, loopback and link-local addresses (tests, on-premises IdPs). */
  allowPrivate: boolean;
  /** Exact addresses let through although private (one on-premises host; tests of redirect re-checks). */
  allowedAddresses?: readonly string[];
  /** Refuse plain http (production). */
  httpsOnly: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Sent as Accept. */
  accept?: string;
  /** More request headers (conditional GETs: If-None-Match, If-Modified-Since). */
  headers?: Record<string, string>;
  /** Keep the first maxBytes and stop reading instead of failing (an HTML page's head for a link preview). */
  truncateAtMax?: boolean;
}

export interface OutboundResponse {
  status: number;
  contentType: string;
  body: string;
  /** The address finally fetched, after redirects. */
  url: string;
  /** The final answer's headers (ETag, Last-Modified …). */
  headers?: IncomingHttpHeaders;
}

/** Why an outbound fetch was refused or failed; the message is safe to show to the caller. */
export class OutboundError extends Error {
  constructor(
    readonly reason: "url" | "address" | "timeout" | "size" | "network" | "redirects",
    message: string,
  ) {
    super(message);
  }
}

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_BYTES = 1_048_576;
const DEFAULT_MAX_REDIRECTS = 3;

// Two lists: node's BlockList also matches IPv4 addresses against IPv6 rules (as ::a.b.c.d), so
// the IPv4-compatible ::/96 rule would otherwise block every IPv4 address.
const blocked = new BlockList();
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 96], // unspecified, loopback and the deprecated IPv4-compatible ::a.b.c.d
  ["64:ff9b::", 96], // NAT64 can reach any IPv4 address
  ["100::", 64],
  ["2001::", 32], // Teredo tunnels carry an IPv4 address
  ["2001:db8::", 32],
  ["2002::", 16], // 6to4 embeds any IPv4 address, private ones included
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const)
  blockedV6.addSubnet(net, prefix, "ipv6");

/** True for loopback, private, link-local, multicast and reserved addresses (IPv4, IPv6, IPv4-mapped). */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return blocked.check(address, "ipv4");
  if (version !== 6) return true;
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-translated (::ffff:0:a.b.c.d) carry an IPv4 address.
  const mapped = /^::ffff:(?:0{1,4}:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], "ipv4");
  const mappedHex = /^::ffff:(?:0{1,4}:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (mappedHex?.[1] && mappedHex[2]) {
    const hi = Number.parseInt(mappedHex[1], 16);
    const lo = Number.parseInt(mappedHex[2], 16);
    return blocked.check(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, "ipv4");
  }
  return blockedV6.check(address, "ipv6");
}

/** The URL, parsed, if its scheme, credentials and port are acceptable; the address is checked on connect. */
export function parseOutboundUrl(
  raw: string,
  options: Pick<OutboundOptions, "httpsOnly" | "allowPrivate" | "allowedAddresses">,
): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError("url", "The address is not a valid URL");
  }
  const allowed = options.httpsOnly ? ["https:"] : ["https:", "http:"];
  if (!allowed.includes(url.protocol))
    throw new OutboundError(
      "url",
      options.httpsOnly ? "Only https addresses are allowed" : "Only http(s) addresses are allowed",
    );
  if (url.username || url.password)
    throw new OutboundError("url", "Addresses with credentials are not allowed");
  // A trailing root dot ("localhost.") names the same host.
  const host = url.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.+$/, "")
    .toLowerCase();
  // Node connects to IP literals without a DNS lookup, so they are checked here.
  if (
    isIP(host) &&
    !options.allowPrivate &&
    isPrivateAddress(host) &&
    !options.allowedAddresses?.includes(host)
  )
    throw new OutboundError("address", "The address points to a private network");
  if (!options.allowPrivate && (host === "localhost" || host.endsWith(".localhost")))
    throw new OutboundError("address", "The address points to a private network");
  return url;
}

/** The guarded DNS lookup, for callers that make their own requests (Web Push POSTs). */
export function guardedLookup(
  allowPrivate: boolean,
  allowedAddresses: readonly string[] = [],
): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 0);
      const usable = allowPrivate
        ? addresses
        : addresses.filter((a) => !isPrivateAddress(a.address) || allowedAddresses.includes(a.address));
      const first = usable[0];
      if (!first || usable.length !== addresses.length) {
        return callback(
          Object.assign(new OutboundError("address", "The address points to a private network"), {
            code: "EPRIVATE",
          }),
          "",
          0,
        );
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      callback(null, first.address, first.family);
    });
  };
}

/** An outside answer kept as bytes (images): same guard, same caps. */
export interface OutboundBinaryResponse {
  status: number;
  contentType: string;
  bytes: Buffer;
  /** The address finally fetched, after redirects. */
  url: string;
  /** The final answer's headers (ETag, Last-Modified …). */
  headers?: IncomingHttpHeaders;
}

type RawResponse = OutboundBinaryResponse & { location?: string };

function requestOnce(url: URL, options: OutboundOptions, deadline: number): Promise<RawResponse> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new OutboundError("timeout", "The address did not answer in time"));
    const request = client.request(
      url,
      {
        method: "GET",
        lookup: guardedLookup(options.allowPrivate, options.allowedAddresses),
        headers: { ...options.headers, accept: options.accept ?? "*/*", "user-agent": "Chorus" },
        timeout: remaining,
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({
            status,
            contentType: "",
            bytes: Buffer.alloc(0),
            url: url.href,
            location: response.headers.location,
          });
        }
        const declared = Number(response.headers["content-length"] ?? 0);
        if (declared > maxBytes && !options.truncateAtMax) {
          request.destroy();
          return reject(new OutboundError("size", `The answer is larger than ${maxBytes} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes && options.truncateAtMax) {
            chunks.push(chunk.subarray(0, chunk.length - (size - maxBytes)));
            response.destroy();
            return resolve({
              status,
              contentType: String(response.headers["content-type"] ?? ""),
              bytes: Buffer.concat(chunks),
              url: url.href,
              headers: response.headers,
            });
          }
          if (size > maxBytes) {
            request.destroy(new OutboundError("size", `The answer is larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status,
            contentType: String(response.headers["content-type"] ?? ""),
            bytes: Buffer.concat(chunks),
            url: url.href,
            headers: response.headers,
          }),
        );
        response.on("error", (e) => reject(e));
      },
    );
    const timer = setTimeout(
      () => request.destroy(new OutboundError("timeout", "The address did not answer in time")),
      remaining,
    );
    request.on("close", () => clearTimeout(timer));
    request.on("timeout", () =>
      request.destroy(new OutboundError("timeout", "The address did not answer in time")),
    );
    request.on("error", (e) => {
      clearTimeout(timer);
      if (e instanceof OutboundError) return reject(e);
      const cause = (e as { cause?: unknown }).cause;
      if (cause instanceof OutboundError) return reject(cause);
      reject(
        new OutboundError(
          "network",
          `The address could not be reached (${(e as NodeJS.ErrnoException).code ?? e.message})`,
        ),
      );
    });
    request.end();
  });
}

/** GET a text document from an outside address, through the guard, following a few redirects. */
export async function fetchOutboundText(raw: string, options: OutboundOptions): Promise<OutboundResponse> {
  const response = await fetchOutboundBytes(raw, options);
  return {
    status: response.status,
    contentType: response.contentType,
    body: response.bytes.toString("utf8"),
    url: response.url,
    headers: response.headers,
  };
}

/** GET an outside address as bytes (images), through the guard, following a few redirects. */
export async function fetchOutboundBytes(
  raw: string,
  options: OutboundOptions,
): Promise<OutboundBinaryResponse> {
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let url = parseOutboundUrl(raw, options);
  for (let hop = 0; hop <= (options.maxRedirects ?? DEFAULT_MAX_REDIRECTS); hop++) {
    const { location, ...response } = await requestOnce(url, options, deadline);
    if (!location) return response;
    // Every hop is checked again: a public address may redirect to a private one.
    url = parseOutboundUrl(new URL(location, url).href, options);
  }
  throw new OutboundError("redirects", "The address redirected too many times");
}
