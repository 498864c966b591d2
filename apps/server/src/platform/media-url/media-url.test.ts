import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { companyOfMediaKey, hasRandomName, newMediaKey } from "../storage/media-keys.ts";
import { createMediaUrlSigner, mediaRefOf } from "./media-url.ts";

const COMPANY = "68db9a94950ec4e9f9000001";
const KEY = `media/${COMPANY}/2xmGTiqiZtoiIQO0uLEtcA.jpg`;

afterEach(() => vi.useRealTimers());

describe("media keys", () => {
  it("name the company and 128 random bits, never an object id", () => {
    const key = newMediaKey("posters", COMPANY, "jpg");
    expect(key).toMatch(new RegExp(`^posters/${COMPANY}/[A-Za-z0-9_-]{22}\\.jpg$`));
    expect(companyOfMediaKey(key)).toBe(COMPANY);
    expect(hasRandomName(key)).toBe(true);
    expect(hasRandomName(`media/${COMPANY}/6b0550aa0728438ebd1195f1.jpg`)).toBe(false);
    expect(hasRandomName("demo-avatar-ada.png")).toBe(false);
  });

  it.each([
    "demo-1.jpg",
    `variants/post/${KEY}`,
    `other/${COMPANY}/2xmGTiqiZtoiIQO0uLEtcA.jpg`,
    "media/acme/2xmGTiqiZtoiIQO0uLEtcA.jpg",
    `media/${COMPANY}`,
    `media/${COMPANY}/a/b/c.jpg`,
  ])("names no company for %s", (key) => expect(companyOfMediaKey(key)).toBeNull());
});

describe("mediaRefOf", () => {
  it("reads the canonical, sized, legacy S3 and signed forms", () => {
    expect(mediaRefOf(`/images/${KEY}`)).toMatchObject({ token: "original", key: KEY, companyId: COMPANY });
    expect(mediaRefOf(`/media/post/${KEY}`)).toMatchObject({ token: "post", key: KEY });
    expect(mediaRefOf(`/media/original/${KEY}`)).toMatchObject({ token: "original", key: KEY });
    expect(mediaRefOf(`/images/${KEY}?exp=12&sig=ab`)).toMatchObject({ key: KEY, exp: "12", sig: "ab" });
  });

  it.each([
    "/images/demo-1.jpg",
    `/media/huge/${KEY}`,
    `https://cdn.example/images/${KEY}`,
    "/api/video/file/x",
  ])("is null for %s", (url) => expect(mediaRefOf(url)).toBeNull());
});

describe("the signer", () => {
  const signer = createMediaUrlSigner(randomBytes(32));

  it("rounds the expiry up to a 6-hour mark a day ahead, so a URL stays the same for hours", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
    const first = signer.sign(`/images/${KEY}`);
    vi.setSystemTime(new Date("2026-03-01T11:59:00Z"));
    expect(signer.sign(`/images/${KEY}`)).toBe(first);
    expect(new URL(first, "http://x").searchParams.get("exp")).toBe(
      String(Date.parse("2026-03-02T12:00:00Z") / 1000),
    );
  });

  it("signs a year ahead for what goes outward, and leaves other strings alone", () => {
    const exp = Number(new URL(signer.sign(`/images/${KEY}`, "outward"), "http://x").searchParams.get("exp"));
    expect(exp * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(signer.sign("https://example.com/a.jpg")).toBe("https://example.com/a.jpg");
  });

  it("verifies only its own signature of the same key, size and expiry, until it expires", () => {
    const ref = mediaRefOf(signer.sign(`/images/${KEY}`));
    expect(ref && signer.verify(ref)).toBe(true);
    const other = createMediaUrlSigner(randomBytes(32));
    expect(ref && other.verify(ref)).toBe(false);
    expect(ref && signer.verify({ ...ref, token: "post" })).toBe(false);
    expect(ref && signer.verify({ ...ref, exp: `${Number(ref.exp) + 1}` })).toBe(false);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Number(ref?.exp) * 1000);
    expect(ref && signer.verify(ref)).toBe(false);
  });
});
