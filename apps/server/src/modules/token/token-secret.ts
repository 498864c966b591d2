import { randomBytes } from "node:crypto";

/** 32 random bytes after a recognisable prefix (secret scanners can spot a leaked one). */
export const newSecret = (prefix: string): string => `${prefix}${randomBytes(32).toString("base64url")}`;

/** Actors authenticated by a bearer token carry this prefix in place of a session id. */
export const BEARER_SESSION_PREFIX = "bearer:";
export const isBearerActor = (actor: { sessionId: string } | null): boolean =>
  actor?.sessionId.startsWith(BEARER_SESSION_PREFIX) === true;
