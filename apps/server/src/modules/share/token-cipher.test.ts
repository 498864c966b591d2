import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTokenCipher } from "./token-cipher.ts";

describe("token cipher (AES-256-GCM)", () => {
  const cipher = createTokenCipher(randomBytes(32));
  it("round-trips and never repeats a ciphertext", () => {
    const a = cipher.seal("at-secret");
    expect(cipher.open(a)).toBe("at-secret");
    expect(cipher.seal("at-secret")).not.toBe(a);
    expect(a).not.toContain("at-secret");
  });
  it("refuses a tampered value or another key", () => {
    const sealed = cipher.seal("token");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] as string, "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => cipher.open([parts[0], parts[1], parts[2], body.toString("base64url")].join("."))).toThrow();
    expect(() => createTokenCipher(randomBytes(32)).open(sealed)).toThrow();
    expect(() => cipher.open("plain")).toThrow();
  });
  it("needs a 32-byte key", () => {
    expect(() => createTokenCipher(randomBytes(16))).toThrow();
  });
});
