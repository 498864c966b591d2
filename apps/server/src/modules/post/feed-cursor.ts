import type { FeedCursor } from "./feed.repository.ts";

/** Keyset cursor: "<sort date ISO>|<post id>" in base64url, opaque to clients. */
export function encodeCursor(at: Date, postId: string): string {
  return Buffer.from(`${at.toISOString()}|${postId}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): FeedCursor | null {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const [when, postId] = text.split("|");
  if (!when || !postId || !/^[0-9a-f]{24}$/.test(postId)) return null;
  const at = new Date(when);
  return Number.isNaN(at.getTime()) ? null : { at, postId };
}
