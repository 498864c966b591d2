import { describe, expect, it } from "vitest";
import { newObjectId, objectIdSchema, objectIdTime } from "./object-id.ts";

describe("object ids", () => {
  it("are 24 hex digits whose first 8 are the creation time", () => {
    const at = new Date("2026-11-22T10:00:00Z");
    const id = newObjectId(at);
    expect(objectIdSchema.safeParse(id).success).toBe(true);
    expect(objectIdTime(id).toISOString()).toBe("2026-11-22T10:00:00.000Z");
  });

  it("are unique within a second", () => {
    const at = new Date();
    const ids = new Set(Array.from({ length: 1000 }, () => newObjectId(at)));
    expect(ids.size).toBe(1000);
  });
});
