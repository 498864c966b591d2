import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretCipher, hashToken, pkceChallenge } from "./crypto.ts";

describe("secret cipher (AES-256-GCM)", () => {
  const cipher = createSecretCipher(randomBytes(32));

  it("opens what it sealed, never repeats a ciphertext and never shows the plain value", () => {
    const sealed = cipher.seal("sk-secret-123");
    expect(sealed).not.toContain("sk-secret");
    expect(cipher.open(sealed)).toBe("sk-secret-123");
    expect(cipher.seal("sk-secret-123")).not.toBe(sealed);
  });

  it("refuses a tampered value, another key and a value it did not seal", () => {
    const sealed = cipher.seal("token");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => cipher.open([parts[0], parts[1], parts[2], body.toString("base64url")].join("."))).toThrow();
    expect(() => createSecretCipher(randomBytes(32)).open(sealed)).toThrow();
    expect(() => cipher.open("plain")).toThrow();
  });

  it("needs a 32-byte key", () => {
    expect(() => createSecretCipher(randomBytes(16))).toThrow();
  });
});

describe("hashToken", () => {
  it("is the hex SHA-256 already stored for existing tokens", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashToken("abc")).toBe(createHash("sha256").update("abc").digest("hex"));
  });
});

describe("pkceChallenge", () => {
  it("is RFC 7636's S256 of the verifier (appendix B's example)", () => {
    expect(pkceChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });
});
