import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

let t: TestApp;
let emma: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  emma = await t.signIn(DEMO_USERS.sharer);
});
afterAll(() => t.close());

describe("platform language", () => {
  it.each(["en", "de", "es", "fi", "fr", "it", "nl", "pt_BR", "sv"])(
    "%s is a platform language",
    async (language) => {
      expect((await emma.put("/api/user/me/language", { language })).json()).toEqual({ language });
      expect((await emma.get("/api/user/me/language")).json()).toEqual({ language });
    },
  );

  it("Danish and Vietnamese need the user's feature flag; unknown codes are refused", async () => {
    const refused = await emma.put("/api/user/me/language", { language: "vi" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("This language is not available.");
    expect((await emma.put("/api/user/me/language", { language: "xx" })).statusCode).toBe(400);
    await t.database.db
      .update(appUser)
      .set({ featureMap: { vietnamese_language: true } })
      .where(eq(appUser.email, DEMO_USERS.sharer));
    expect((await emma.put("/api/user/me/language", { language: "vi" })).json()).toEqual({ language: "vi" });
    expect((await emma.put("/api/user/me/language", { language: "da" })).statusCode).toBe(400);
  });
});

describe("read languages", () => {
  it("stores a selection, empty means all, unknown codes are 'Invalid'", async () => {
    expect((await emma.put("/api/user/me/readlang", { readLang: ["en", "de", "en"] })).json()).toEqual({
      readLang: ["en", "de"],
    });
    expect((await emma.get("/api/user/me/readlang")).json()).toEqual({ readLang: ["en", "de"] });
    const invalid = await emma.put("/api/user/me/readlang", { readLang: ["en", "klingon"] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Invalid");
    expect((await emma.put("/api/user/me/readlang", { readLang: [] })).json()).toEqual({ readLang: [] });
  });
});

describe("translation target", () => {
  it("lists the targets and stores one with our display name", async () => {
    const targets = (await emma.get("/api/lang/translation-targets")).json();
    expect(targets).toContainEqual({ display: "German", value: "de" });
    expect((await emma.get("/api/user/me/translation")).json()).toEqual({
      translation: { value: "en", display: "English" },
    });
    const saved = await emma.put("/api/user/me/translation", {
      translation: { value: "de", display: "whatever" },
    });
    expect(saved.json()).toEqual({ translation: { value: "de", display: "German" } });
    expect((await emma.get("/api/user/me/translation")).json().translation.value).toBe("de");
    const bad = await emma.put("/api/user/me/translation", {
      translation: { value: "tlh", display: "Klingon" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("every language route needs a session", async () => {
    for (const url of [
      "/api/user/me/language",
      "/api/user/me/readlang",
      "/api/user/me/translation",
      "/api/lang/translation-targets",
    ])
      expect((await t.client().get(url)).statusCode).toBe(401);
  });
});

describe("translation files", () => {
  const anonymous = () => t.client();
  it.each([
    ["/languages/reacttranslations/en.json", 200],
    ["/languages/reacttranslations/fr.json", 200],
    ["/languages/reacttranslations/fr_FR.json", 200],
    ["/languages/fr.json", 200],
    ["/languages/de_DE.json", 200],
    // English has no legacy file; unknown languages and names are not found.
    ["/languages/en.json", 404],
    ["/languages/reacttranslations/xx.json", 404],
    ["/languages/reacttranslations/..%2Fen.json", 404],
  ])("GET %s answers %i", async (url, status) => {
    expect((await anonymous().get(url)).statusCode).toBe(status);
  });

  it("answers with an ETag and 304 when the client holds the same file", async () => {
    const first = await anonymous().get("/languages/reacttranslations/fr.json");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.json().common.close).toBeTypeOf("string");
    const again = await anonymous().get("/languages/reacttranslations/fr.json", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    const other = await anonymous().get("/languages/reacttranslations/de.json", { "if-none-match": etag });
    expect(other.statusCode).toBe(200);
  });
});
