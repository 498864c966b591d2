import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyAiSetting } from "../db/schema/index.ts";
import { livePostIn } from "./engagement-fixtures.ts";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_ADMIN,
  GLOBEX_SHARER,
  type TestApp,
  type TestClient,
} from "./test-app.ts";

/** A Globex session can neither read nor change Acme's AI settings nor probe Acme posts' shares. */
let t: TestApp;
let gina: TestClient;
let gary: TestClient;
let acmeId: string;
const acmeSettings = () =>
  t.database.db.select().from(companyAiSetting).where(eq(companyAiSetting.companyId, acmeId));

beforeAll(async () => {
  t = await createTestApp();
  acmeId = await t.companyId("acme");
  const ada = await t.signIn(DEMO_USERS.admin);
  await ada.put(`/api/company/${acmeId}/ai`, {
    isEnabled: true,
    provider: "Open AI",
    version: "GPT-4",
    apiKey: "sk-acme",
  });
  gina = await t.signIn(GLOBEX_ADMIN);
  gary = await t.signIn(GLOBEX_SHARER);
});
afterAll(() => t.close());

describe("tenant isolation: AI", () => {
  it("answers 404 for Acme's AI settings, and leaves them unchanged", async () => {
    const before = await acmeSettings();
    expect((await gina.get(`/api/company/${acmeId}/ai`)).statusCode).toBe(404);
    expect((await gina.get(`/api/company/${acmeId}/ai/versions`)).statusCode).toBe(404);
    const put = await gina.put(`/api/company/${acmeId}/ai`, { isEnabled: false, apiKey: null });
    expect(put.statusCode).toBe(404);
    expect(put.body).not.toContain("sk-acme");
    expect(await acmeSettings()).toEqual(before);
  });

  it("answers 404 when a Globex user asks about an Acme post", async () => {
    const postId = await livePostIn(t.database.db, "Company News");
    const similarity = await gary.post("/api/share/ai_message/similarity", {
      postId,
      media: "linkedin",
      text: "x",
    });
    expect(similarity.statusCode).toBe(404);
    const globexId = await t.companyId("globex");
    await gina.put(`/api/company/${globexId}/ai`, {
      isEnabled: true,
      provider: "Open AI",
      version: "GPT-4",
      apiKey: "sk-globex",
    });
    const message = await gary.post("/api/share/ai_message", {
      postId,
      media: "linkedin",
      length: "short",
      tonality: "formal",
    });
    expect(message.statusCode).toBe(404);
  });
});
