import { createHash, createHmac } from "node:crypto";
import { SignatureV4 } from "@smithy/signature-v4";
import { describe, expect, it } from "vitest";
import { presignS3Put } from "./s3-presign.ts";

const bytesOf = (data: string | ArrayBuffer | ArrayBufferView): string | Buffer =>
  typeof data === "string"
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** The AWS SDK's own signer (the S3 client's dependency) as the reference our presigner must match. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret ? createHmac("sha256", bytesOf(secret)) : createHash("sha256");
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytesOf(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const s3 = {
  kind: "s3" as const,
  bucket: "chorus-media",
  region: "eu-north-1",
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
};
const now = new Date("2026-11-24T12:00:00Z");

/** As @aws-sdk/s3-request-presigner does: the payload unsigned, the host header as sent (with its port). */
async function referenceSignature(host: string, path: string, contentType: string) {
  const signer = new SignatureV4({
    service: "s3",
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signed = await signer.presign(
    {
      method: "PUT",
      protocol: "https:",
      hostname: host.replace(/:\d+$/, ""),
      path,
      headers: { host, "content-type": contentType, "x-amz-content-sha256": "UNSIGNED-PAYLOAD" },
      query: {},
    },
    {
      signingDate: now,
      expiresIn: 300,
      unhoistableHeaders: new Set(["x-amz-content-sha256"]),
      unsignableHeaders: new Set(["x-amz-content-sha256"]),
    },
  );
  return signed.query?.["X-Amz-Signature"];
}

describe("presignS3Put", () => {
  it.each([
    [
      "AWS (virtual-hosted)",
      { endpoint: undefined, forcePathStyle: false },
      "chorus-media.s3.eu-north-1.amazonaws.com",
      "/public/media/a/b.png",
    ],
    [
      "MinIO (path style)",
      { endpoint: "https://minio.example:9000", forcePathStyle: true },
      "minio.example:9000",
      "/chorus-media/public/media/a/b.png",
    ],
  ])("signs a PUT as the AWS SDK does: %s", async (_label, style, host, path) => {
    const presigned = presignS3Put(
      { ...s3, ...style },
      { key: "public/media/a/b.png", contentType: "image/png", expiresInSeconds: 300, now },
    );
    const url = new URL(presigned.url);
    expect(url.host).toBe(host);
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(url.searchParams.get("X-Amz-Signature")).toBe(await referenceSignature(host, path, "image/png"));
    expect(presigned.headers).toEqual({ "content-type": "image/png" });
    expect(presigned.expiresAt.toISOString()).toBe("2026-11-24T12:05:00.000Z");
  });

  it("refuses a key that could climb out of its place", () => {
    expect(() =>
      presignS3Put(
        { ...s3, endpoint: undefined, forcePathStyle: false },
        {
          key: "../secrets",
          contentType: "image/png",
          expiresInSeconds: 60,
        },
      ),
    ).toThrow();
  });
});
