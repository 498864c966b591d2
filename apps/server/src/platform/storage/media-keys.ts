import { randomBytes } from "node:crypto";

/**
 * Storage keys of company media: "<area>/<companyId>/<random>[/<file>].<ext>". The random part is
 * 16 bytes (128 bits) in base64url, so a key cannot be guessed from another (issue 9: ids made of
 * a timestamp and a counter were); the company id lets the serving routes check the tenant.
 */
export const MEDIA_AREAS = ["media", "posters", "documents", "videos"] as const;
export type MediaArea = (typeof MEDIA_AREAS)[number];

/** 22 base64url characters: 128 random bits. */
export const randomKeyPart = (): string => randomBytes(16).toString("base64url");

export function newMediaKey(area: MediaArea, companyId: string, extension: string): string {
  return `${area}/${companyId}/${randomKeyPart()}.${extension}`;
}

/** A folder of related files (a document and its page images) under one random name. */
export function newMediaFolder(area: MediaArea, companyId: string): string {
  return `${area}/${companyId}/${randomKeyPart()}`;
}

/** Exactly 22 characters: an old name was a 24-hex object id (timestamp and counter). */
const RANDOM_NAME = /^[A-Za-z0-9_-]{22}(\.[a-z0-9]+)?$/;

/** The company a media key belongs to, or null when the key is no company media key. */
export function companyOfMediaKey(key: string): string | null {
  const [area = "", companyId = "", ...rest] = key.split("/");
  if (!(MEDIA_AREAS as readonly string[]).includes(area) || !/^[0-9a-f]{24}$/.test(companyId)) return null;
  return rest.length === 1 || rest.length === 2 ? companyId : null;
}

/** Whether the key's own name is random (made by newMediaKey/newMediaFolder), not an old guessable one. */
export function hasRandomName(key: string): boolean {
  return companyOfMediaKey(key) !== null && RANDOM_NAME.test(key.split("/")[2] ?? "");
}
