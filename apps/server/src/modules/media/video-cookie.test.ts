import { describe, expect, it } from "vitest";
import { decodeVideoGrant, encodeVideoGrant, extendGrant, VIDEO_COOKIE_TTL_SECONDS } from "./video-cookie.ts";

const secret = Buffer.from("0123456789abcdef0123456789abcdef");
const who = { companyId: "c".repeat(24), userId: "u".repeat(24) };
const now = Date.UTC(2026, 0, 1);

describe("video play grant", () => {
  it("round-trips and expires after its TTL", () => {
    const grant = extendGrant(null, who, ["a".repeat(24)], now);
    const value = encodeVideoGrant(secret, grant);
    expect(decodeVideoGrant(secret, value, now)).toEqual(grant);
    expect(decodeVideoGrant(secret, value, now + VIDEO_COOKIE_TTL_SECONDS * 1000)).toBeNull();
  });

  it.each([
    {
      name: "another secret",
      mutate: (v: string) => v,
      key: Buffer.from("another-secret-another-secret-00"),
    },
    { name: "a changed video list", mutate: (v: string) => v.replace("aaaa", "bbbb"), key: secret },
    { name: "a changed user", mutate: (v: string) => v.replace("uuuu", "vvvv"), key: secret },
    { name: "garbage", mutate: () => "x.y", key: secret },
  ])("refuses $name", ({ mutate, key }) => {
    const value = mutate(encodeVideoGrant(secret, extendGrant(null, who, ["a".repeat(24)], now)));
    expect(decodeVideoGrant(key, value, now)).toBeNull();
  });

  it("keeps the same user's earlier videos, drops another user's", () => {
    const first = extendGrant(null, who, ["a".repeat(24)], now);
    expect(extendGrant(first, who, ["b".repeat(24)], now).mediaIds).toEqual(["b".repeat(24), "a".repeat(24)]);
    expect(extendGrant(first, { ...who, userId: "w".repeat(24) }, ["b".repeat(24)], now).mediaIds).toEqual([
      "b".repeat(24),
    ]);
  });
});
