import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeAiServer } from "./ai.test-helpers.ts";
import { postJson } from "./ai-http.ts";
import { ProviderError } from "./text-generator.ts";

const fake = new FakeAiServer();
let base: string;
const open = { allowPrivate: true, allowedAddresses: [], httpsOnly: false };

beforeAll(async () => {
  base = await fake.start();
});
afterAll(() => fake.stop());

describe("postJson to an AI provider", () => {
  it("gives up after its time-out as 'unavailable'", async () => {
    fake.answer = "hang";
    const started = Date.now();
    const error = await postJson(
      `${base}/v1/chat/completions`,
      {},
      { headers: {}, timeoutMs: 300, policy: open, provider: "Open AI" },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("refuses a private address unless the deployment allows it", async () => {
    const closed = { allowPrivate: false, allowedAddresses: [], httpsOnly: false };
    const error = await postJson(
      `${base}/x`,
      {},
      { headers: {}, timeoutMs: 1000, policy: closed, provider: "Open AI" },
    ).catch((e: unknown) => e);
    expect((error as ProviderError).kind).toBe("refused");
    const named = await postJson(
      base.replace("127.0.0.1", "localhost"),
      {},
      { headers: {}, timeoutMs: 1000, policy: closed, provider: "Open AI" },
    ).catch((e: unknown) => e);
    expect((named as ProviderError).kind).toBe("refused");
  });

  it("refuses plain http when https is required", async () => {
    const error = await postJson(
      `${base}/x`,
      {},
      { headers: {}, timeoutMs: 1000, policy: { ...open, httpsOnly: true }, provider: "Open AI" },
    ).catch((e: unknown) => e);
    expect((error as ProviderError).kind).toBe("refused");
  });
});
