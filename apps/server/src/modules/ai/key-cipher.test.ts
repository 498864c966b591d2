import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createKeyCipher } from "./key-cipher.ts";

describe("AI key cipher", () => {
  const cipher = createKeyCipher(randomBytes(32));

  it("opens what it sealed, and never stores the plain key", () => {
    const sealed = cipher.seal("sk-secret-123");
    expect(sealed).not.toContain("sk-secret");
    expect(cipher.open(sealed)).toBe("sk-secret-123");
    expect(cipher.seal("sk-secret-123")).not.toBe(sealed);
  });

  it("refuses a tampered value and another key", () => {
    const sealed = cipher.seal("sk-secret-123");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => cipher.open([parts[0], parts[1], parts[2], body.toString("base64url")].join("."))).toThrow();
    expect(() => createKeyCipher(randomBytes(32)).open(sealed)).toThrow();
  });
});
