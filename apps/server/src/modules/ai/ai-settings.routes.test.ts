import { AI_LOCATIONS, AI_PROVIDERS, OPENAI_VERSIONS, VERTEX_VERSIONS } from "@chorus/shared/ai/ai.contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyAiSetting } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

let t: TestApp;
let ada: TestClient;
let acmeId: string;
let globexId: string;
const url = () => `/api/company/${acmeId}/ai`;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signIn(DEMO_USERS.admin);
  acmeId = await t.companyId("acme");
  globexId = await t.companyId("globex");
});
afterAll(() => t.close());

const openAi = { isEnabled: true, provider: "Open AI", version: "GPT-4" };

describe("GET/PUT /api/company/{companyId}/ai", () => {
  it("starts switched off, with no key", async () => {
    const response = await ada.get(url());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isEnabled: false, provider: null, hasApiKey: false });
  });

  it("keeps the key encrypted and never returns it", async () => {
    const saved = await ada.put(url(), { ...openAi, apiKey: "sk-live-very-secret" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...openAi, hasApiKey: true });
    expect(saved.body).not.toContain("sk-live");
    expect(saved.json()).not.toHaveProperty("apiKey");
    const read = await ada.get(url());
    expect(read.body).not.toContain("sk-live");
    expect(read.json()).toMatchObject({ hasApiKey: true });
    const [row] = await t.database.db
      .select()
      .from(companyAiSetting)
      .where(eq(companyAiSetting.companyId, acmeId));
    expect(row?.apiKeySealed).toMatch(/^v1\./);
    expect(row?.apiKeySealed).not.toContain("sk-live");
  });

  it("keeps the stored key when apiKey is omitted and removes it with null", async () => {
    expect((await ada.put(url(), { ...openAi, version: "GPT-3.5-turbo" })).json()).toMatchObject({
      version: "GPT-3.5-turbo",
      hasApiKey: true,
    });
    const cleared = await ada.put(url(), { isEnabled: false, provider: "Open AI", apiKey: null });
    expect(cleared.json()).toMatchObject({ isEnabled: false, hasApiKey: false });
  });

  it.each([
    ["a Vertex version for Open AI", { ...openAi, version: "gemini-2.0-flash", apiKey: "k" }, /^version: /],
    [
      "an unknown Vertex location",
      { isEnabled: false, provider: "Vertex", location: "mars-1" },
      /^location: /,
    ],
    ["enabling without a key", { ...openAi }, /^apiKey: /],
    [
      "Azure without deployment",
      {
        isEnabled: true,
        provider: "Azure Open AI",
        version: "GPT-4",
        endpoint: "https://x.example",
        apiKey: "k",
      },
      /^deployment: /,
    ],
    ["an endpoint that is no URL", { ...openAi, apiKey: "k", endpoint: "not a url" }, /^endpoint: /],
    [
      "an endpoint on a private network",
      { ...openAi, apiKey: "k", endpoint: "http://127.0.0.1:9" },
      /^endpoint: .*private/,
    ],
    ["an unknown provider", { isEnabled: false, provider: "Skynet" }, /provider/],
  ])("refuses %s with 400", async (_name, body, message) => {
    const response = await ada.put(url(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it("saves a complete Vertex setting", async () => {
    const body = {
      isEnabled: true,
      provider: "Vertex",
      version: "gemini-2.0-flash",
      location: "europe-west3",
      project: "acme-ai",
      apiKey: "AIza-test",
    };
    const response = await ada.put(url(), body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      provider: "Vertex",
      location: "europe-west3",
      project: "acme-ai",
      hasApiKey: true,
    });
  });

  it("answers 404 for another company's settings, and leaves them alone", async () => {
    expect((await ada.get(`/api/company/${globexId}/ai`)).statusCode).toBe(404);
    expect((await ada.put(`/api/company/${globexId}/ai`, { ...openAi, apiKey: "k" })).statusCode).toBe(404);
    expect((await ada.get(`/api/company/${globexId}/ai/versions`)).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(companyAiSetting)
      .where(eq(companyAiSetting.companyId, globexId));
    expect(rows).toEqual([]);
  });

  it("is refused to a sharer", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    expect((await emma.get(url())).statusCode).toBe(403);
    expect((await emma.put(url(), { isEnabled: false })).statusCode).toBe(403);
  });
});

describe("GET /api/company/{companyId}/ai/versions", () => {
  it("lists the catalogue's enumerations per provider", async () => {
    const response = await ada.get(`${url()}/versions`);
    expect(response.statusCode).toBe(200);
    const { providerList } = response.json() as {
      providerList: { provider: string; versionList: string[]; locationList: string[] }[];
    };
    expect(providerList.map((p) => p.provider)).toEqual([...AI_PROVIDERS]);
    const byName = new Map(providerList.map((p) => [p.provider, p]));
    expect(byName.get("Open AI")?.versionList).toEqual(["GPT-3.5-turbo", "GPT-4"]);
    expect(byName.get("Vertex")?.versionList).toEqual([
      "gemini-1.5-pro",
      "gemini-2.0-flash-lite",
      "gemini-2.0-flash",
    ]);
    expect(byName.get("Vertex")?.locationList).toEqual(["europe-west3", "europe-west1", "us-central1"]);
    expect(byName.get("Azure Open AI")?.versionList).toEqual([...OPENAI_VERSIONS]);
    expect(VERTEX_VERSIONS).toHaveLength(3);
    expect(AI_LOCATIONS["Open AI"]).toEqual([]);
  });
});
