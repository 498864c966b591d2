import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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
    // A controlled clock: the time-out is a timer, so a loaded machine cannot make this flaky.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      let settled = false;
      const posting = postJson(
        `${base}/v1/chat/completions`,
        {},
        { headers: {}, timeoutMs: 60_000, policy: open, provider: "Open AI" },
      ).finally(() => {
        settled = true;
      });
      const error = posting.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(59_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await error).toBeInstanceOf(ProviderError);
      expect((await error) as ProviderError).toMatchObject({
        kind: "unavailable",
        message: expect.stringContaining("Open AI: no answer within 60000 ms"),
      });
    } finally {
      vi.useRealTimers();
    }
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
