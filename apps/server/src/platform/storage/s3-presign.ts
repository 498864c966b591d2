import { createHash, createHmac } from "node:crypto";
import type { StorageConfig } from "../../config.ts";
import { assertStorageKey } from "./storage.ts";

type S3Config = Extract<StorageConfig, { kind: "s3" }>;

const sha256Hex = (data: string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const amzDate = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * A presigned PUT of one object (AWS Signature Version 4, query-string authentication): the
 * browser uploads straight to the store with it until it expires. The content type is signed, so
 * the upload must send exactly that Content-Type.
 */
export function presignS3Put(
  s3: S3Config,
  input: { key: string; contentType: string; expiresInSeconds: number; now?: Date },
): { url: string; headers: Record<string, string>; expiresAt: Date } {
  assertStorageKey(input.key);
  const now = input.now ?? new Date();
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  const path = input.key.split("/").map(encode).join("/");
  const host = s3.forcePathStyle || s3.endpoint ? endpoint.host : `${s3.bucket}.${endpoint.host}`;
  const canonicalPath = s3.forcePathStyle || s3.endpoint ? `/${encode(s3.bucket)}/${path}` : `/${path}`;
  const scope = `${day}/${s3.region}/s3/aws4_request`;
  const query: [string, string][] = [
    ["X-Amz-Algorithm", "AWS4-HMAC-SHA256"],
    ["X-Amz-Credential", `${s3.accessKeyId}/${scope}`],
    ["X-Amz-Date", stamp],
    ["X-Amz-Expires", String(input.expiresInSeconds)],
    ["X-Amz-SignedHeaders", "content-type;host"],
  ];
  const canonicalQuery = query
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join("&");
  const canonicalRequest = [
    "PUT",
    canonicalPath,
    canonicalQuery,
    `content-type:${input.contentType}\nhost:${host}\n`,
    "content-type;host",
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const toSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = ["s3", "aws4_request"].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${s3.secretAccessKey}`, day), s3.region),
  );
  const signature = createHmac("sha256", signingKey).update(toSign).digest("hex");
  return {
    url: `${endpoint.protocol}//${host}${canonicalPath}?${canonicalQuery}&X-Amz-Signature=${signature}`,
    headers: { "content-type": input.contentType },
    expiresAt: new Date(now.getTime() + input.expiresInSeconds * 1000),
  };
}
