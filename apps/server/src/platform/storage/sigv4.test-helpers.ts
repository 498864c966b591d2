import { createHash, createHmac } from "node:crypto";
import type { IncomingMessage } from "node:http";

/**
 * What S3 does with a request before anything else: recompute its AWS Signature Version 4 from
 * the known secret and refuse it when the signature, the signed payload hash or the scope differ.
 * The tests' fake S3 uses it, so a request our adapter signs wrongly fails there as it would on AWS.
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it for query names and values. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(raw: string): string {
  if (raw === "") return "";
  return raw
    .split("&")
    .map((pair) => {
      const at = pair.indexOf("=");
      const name = decodeURIComponent(at === -1 ? pair : pair.slice(0, at));
      const value = at === -1 ? "" : decodeURIComponent(pair.slice(at + 1).replace(/\+/g, "%20"));
      return [encode(name), encode(value)] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** Why S3 would refuse the request's signature, or null when it is right. */
export function sigV4Problem(
  request: IncomingMessage,
  body: Buffer,
  credentials: SigV4Credentials,
): string | null {
  const authorization = String(request.headers.authorization ?? "");
  const parsed =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!parsed) return "no AWS4-HMAC-SHA256 authorization";
  const [, keyId, day, region, signedHeaders = "", signature] = parsed;
  if (keyId !== credentials.accessKeyId) return "unknown access key";
  if (region !== credentials.region) return "wrong region in the credential scope";
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  if (!amzDate.startsWith(day ?? "-")) return "x-amz-date does not match the credential scope";
  const names = signedHeaders.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date")) return "host and x-amz-date must be signed";
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return "payload hash mismatch";

  const [path = "", query = ""] = (request.url ?? "").split("?");
  const headers = names.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(",") : String(value ?? "");
    return `${name}:${text.trim().replace(/\s+/g, " ")}\n`;
  });
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery(query),
    headers.join(""),
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day ?? "");
  for (const part of [region ?? "", "s3", "aws4_request"]) key = hmac(key, part);
  const expected = createHmac("sha256", key).update(stringToSign).digest("hex");
  return expected === signature ? null : "signature does not match";
}
