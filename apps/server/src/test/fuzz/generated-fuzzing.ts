import { createHash } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-app.ts";
import { requestArbitrary } from "./arbitraries.ts";
import type { FuzzRequest, Operation } from "./malformations.ts";
import { createFuzzSender, faultOf, operationsOf } from "./operations.ts";

/** Generated requests per route (the issue asks for at least 100); FUZZ_CASES raises it locally. */
export const CASES_PER_ROUTE = Math.max(100, Number(process.env.FUZZ_CASES ?? 100));

/** A fixed seed per route (FUZZ_SEED shifts them all), printed with each fault to replay it. */
function seedOf(op: Operation): number {
  const base = Number(process.env.FUZZ_SEED ?? 0);
  return (createHash("sha256").update(`${op.method} ${op.path}`).digest().readUInt32BE(0) + base) | 0;
}

/**
 * Property-based fuzzing of one share of the routes (shards keep each test file short and let
 * them run in parallel): per route, CASES_PER_ROUTE requests generated from its own schemas,
 * sent by a signed-in admin; none may answer 5xx or show internals.
 */
export function fuzzShard(shard: number, shards: number) {
  let t: TestApp;
  let send: (request: FuzzRequest) => Promise<{ statusCode: number; body: string }>;
  beforeAll(async () => {
    t = await createTestApp();
    send = await createFuzzSender(t);
  });
  afterAll(() => t?.close());

  it(`answers ${CASES_PER_ROUTE} generated requests per route with no 5xx and no internals (shard ${shard + 1} of ${shards})`, async () => {
    const operations = operationsOf(t.app).filter((_op, i) => i % shards === shard);
    const faults: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const seed = seedOf(op);
      for (const request of fc.sample(requestArbitrary(op), { numRuns: CASES_PER_ROUTE, seed })) {
        const response = await send(request);
        sent += 1;
        const fault = faultOf(request, response.statusCode, response.body);
        if (fault) faults.push(`${fault} (seed ${seed})`);
      }
    }
    expect(faults).toEqual([]);
    expect(sent).toBe(operations.length * CASES_PER_ROUTE);
  }, 900_000);
}
