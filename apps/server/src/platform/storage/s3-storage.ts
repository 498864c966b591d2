import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { assertStorageKey, contentTypeOfKey, type Storage, type StoredObject } from "./storage.ts";

export interface S3StorageOptions {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Prepended to every key (the private area lives under "private/"). */
  prefix: string;
  /** How browsers reach an object: a public bucket URL, or a route of ours that streams it. */
  urlOf: (key: string) => string;
}

/** Any S3-compatible store (AWS, MinIO, Ceph, R2 …). */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Without this a streamed PUT goes out as aws-chunked with a trailing checksum, which many
    // S3-compatible stores do not decode (they would store the chunk framing in the object).
    requestChecksumCalculation: "WHEN_REQUIRED",
  });
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${options.prefix}${key}`;
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async putStream(key, body, contentType, bytes) {
      // A stream needs its length up front (S3 refuses a chunked PUT without it).
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: bytes,
        }),
      );
    },
    async head(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        return { bytes: out.ContentLength ?? 0, contentType: out.ContentType ?? contentTypeOfKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async get(key, range): Promise<StoredObject | null> {
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket: options.bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!out.Body) return null;
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? contentTypeOfKey(key),
          bytes: out.ContentLength ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    url: (key) => options.urlOf(key),
  };
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === "NoSuchKey" || name === "NotFound" || status === 404;
}
