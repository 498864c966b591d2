import { z } from "zod";

/** 24-hex object ids; the first 8 hex digits are the creation time in seconds (core §9). */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/, "must be a 24-character hex id");
export type ObjectId = string;

let counter = Math.floor(Math.random() * 0xffffff);
const processPart = Array.from(crypto.getRandomValues(new Uint8Array(5)), (b) =>
  b.toString(16).padStart(2, "0"),
).join("");

/** A new id: 4 bytes time, 5 random bytes fixed per process, 3 bytes counter (the Mongo ObjectId layout). */
export function newObjectId(at: Date = new Date()): ObjectId {
  const seconds = Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, "0");
  counter = (counter + 1) % 0x1000000;
  return seconds + processPart + counter.toString(16).padStart(6, "0");
}

export const objectIdTime = (id: ObjectId): Date => new Date(Number.parseInt(id.slice(0, 8), 16) * 1000);
