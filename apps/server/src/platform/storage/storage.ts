import type { Readable } from "node:stream";

/**
 * Where uploaded files live. Keys are relative paths ("media/<companyId>/<id>.jpg"); the same code
 * runs on a local directory (the embedded default) and on any S3-compatible object store.
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores a stream of a known length (videos go from their temp file without sitting in memory). */
  putStream(key: string, body: Readable, contentType: string, bytes: number): Promise<void>;
  /** The object's size and type without reading it, or null when there is none. */
  head(key: string): Promise<{ bytes: number; contentType: string } | null>;
  /**
   * The object as a stream, or null when there is none. With a range, only those bytes (the
   * caller has checked the range against head(); both ends inclusive, as in HTTP).
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** The address a browser uses for the object. */
  url(key: string): string;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  /** The length of body (of the range when one was asked). */
  bytes: number | null;
}

/** Bytes start..end of an object, both inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Keys are made by us, but a key that could climb out of its root is refused all the same. */
export function assertStorageKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith("/") ||
    key.includes("\\") ||
    key.split("/").some((part) => part === "" || part === "." || part === "..") ||
    !/^[A-Za-z0-9._\-/]+$/.test(key)
  ) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  mov: "video/quicktime",
  pdf: "application/pdf",
};

export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}

/** Reads a stored object fully (originals are at most a few MB; videos are streamed instead). */
export async function readAll(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.body)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
