import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
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
    async get(key): Promise<StoredObject | null> {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? contentTypeOfKey(key),
          bytes: out.ContentLength ?? null,
        };
      } catch (error) {
        const name = (error as { name?: string }).name;
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (name === "NoSuchKey" || name === "NotFound" || status === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    url: (key) => options.urlOf(key),
  };
}
