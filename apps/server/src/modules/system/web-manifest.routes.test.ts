import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, GLOBEX_SHARER, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CHORUS_PNGS = ["/icon-192.png", "/icon-512.png", "/icon-maskable-512.png"];

describe("GET /manifest.webmanifest", () => {
  it("is Chorus's own without a company (localhost, signed out)", async () => {
    const response = await t.client().get("/manifest.webmanifest", { host: "localhost:3000" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/manifest+json");
    const manifest = response.json();
    expect(manifest).toMatchObject({ name: "Chorus", short_name: "Chorus", display: "standalone" });
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual(["/favicon.svg", ...CHORUS_PNGS]);
  });

  it("names the company of the subdomain, and of the session on a host that names none", async () => {
    const onAcme = (await t.client().get("/manifest.webmanifest", { host: "acme.localhost:3000" })).json();
    expect(onAcme).toMatchObject({ name: "Acme", short_name: "Acme", theme_color: "#ED5D40" });
    const gary = await t.client().signIn(GLOBEX_SHARER);
    const globex = (await gary.get("/manifest.webmanifest", { host: "localhost:3000" })).json();
    expect(globex.name).toBe("Globex");
    // Never kept by a shared cache: the answer depends on the session.
    const response = await gary.get("/manifest.webmanifest");
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });

  it("puts the white-label logo first and keeps Chorus's PNGs for installing; without a logo, Chorus's", async () => {
    const ada = await t.client().signIn(DEMO_USERS.admin);
    const companyId = await t.companyId("acme");
    const saved = await ada.put(`/api/company/${companyId}/whitelabel`, {
      ImageUrl: "https://cdn.acme.example/logo.png",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const branded = (await ada.get("/manifest.webmanifest")).json();
    expect(branded.icons[0]).toEqual({
      src: "https://cdn.acme.example/logo.png",
      sizes: "any",
      purpose: "any",
    });
    expect(branded.icons.slice(1).map((icon: { src: string }) => icon.src)).toEqual([
      "/favicon.svg",
      ...CHORUS_PNGS,
    ]);
    await ada.delete(`/api/company/${companyId}/whitelabel`);
    const plain = (await ada.get("/manifest.webmanifest")).json();
    expect(plain.name).toBe("Acme");
    expect(plain.icons[0].src).toBe("/favicon.svg");
  });
});
