import {
  type CaptchaChallenge,
  captchaChallengeSchema,
} from "@chorus/shared/registration/registration.contract";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { spendCaptchaChallenge } from "./registration.repository.ts";

/**
 * Self-hosted proof of work (altcha, v2 challenges): the browser searches for a counter whose
 * SHA-256 matches a signed prefix. No third party sees the visitor. The counter range sets the
 * work (≈ 20k–100k hashes, well under a second in a browser, costly for a bot in bulk).
 */
const ALGORITHM = "SHA-256";
const COUNTER_RANGE = { min: 20_000, max: 100_000 } as const;
const CHALLENGE_LIFETIME_MS = 10 * 60_000;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: captchaChallengeSchema.shape.parameters,
    signature: z.string().max(512),
  }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(512),
    time: z.number().optional(),
  }),
});

/** The widget's payload: base64 of `{ challenge, solution }` JSON. */
function parsePayload(encoded: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, "base64").toString("utf8")));
  } catch {
    return null;
  }
}

export async function createCaptcha({ db, secrets }: Pick<AppDeps, "db" | "secrets">) {
  const secret = (await secrets.get("captcha")).toString("hex");

  async function challenge(now = new Date()): Promise<CaptchaChallenge> {
    const created = await createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(COUNTER_RANGE.max, COUNTER_RANGE.min),
      deriveKey,
      expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
      hmacSignatureSecret: secret,
    });
    return captchaChallengeSchema.parse(created);
  }

  /**
   * True for a correctly solved, unexpired challenge of ours that has not been spent. Spending
   * is one INSERT … ON CONFLICT DO NOTHING, so every process of a deployment agrees.
   */
  async function verifyAndSpend(encoded: string, now = new Date()): Promise<boolean> {
    const parsed = parsePayload(encoded);
    if (!parsed?.success) return false;
    const { challenge: c, solution } = parsed.data;
    if (c.parameters.algorithm !== ALGORITHM) return false;
    const result = await verifySolution({
      challenge: c,
      solution,
      deriveKey,
      hmacSignatureSecret: secret,
    }).catch(() => null);
    if (!result?.verified) return false;
    const expiresAt = new Date((c.parameters.expiresAt ?? 0) * 1000);
    return spendCaptchaChallenge(db, c.parameters.nonce, expiresAt, now);
  }

  return { challenge, verifyAndSpend };
}
export type Captcha = Awaited<ReturnType<typeof createCaptcha>>;
