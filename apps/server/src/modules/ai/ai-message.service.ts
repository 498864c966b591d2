import type { AiMessageBody, AiMessageResponse, AiProvider } from "@chorus/shared/ai/ai.contract";
import {
  AI_CREDENTIALS_MESSAGE,
  AI_DISABLED_MESSAGE,
  AI_FEWER_MESSAGE,
  AI_UNAVAILABLE_MESSAGE,
  AI_UNREADABLE_MESSAGE,
} from "@chorus/shared/ai/ai.contract";
import {
  cutToLimit,
  distinctSuggestions,
  identicalShareWarning,
  normalizeShareText,
  parseSuggestions,
} from "@chorus/shared/ai/ai-message.rules";
import { commentLimitOf, signatureLength } from "@chorus/shared/share/share-message.rules";
import type { RequestContext } from "../../platform/context.ts";
import { errorSummary } from "../../platform/error-summary.ts";
import { AppError } from "../../platform/errors.ts";
import { loadReadablePost } from "../post/index.ts";
import type { OutboundPolicy } from "./ai-http.ts";
import {
  findColleagueComments,
  findEmployee,
  findPastComments,
  findSignature,
} from "./ai-message.repository.ts";
import { buildPrompt } from "./ai-prompt.ts";
import type { ProviderConfig } from "./ai-provider-config.ts";
import { findAiSetting } from "./ai-settings.repository.ts";
import { generatorFor } from "./generator-for.ts";
import { loadKeyCipher } from "./key-cipher.ts";
import { ProviderError } from "./text-generator.ts";

/** "Time-outs (10 s)": the employee waits in the share modal. */
export const AI_TIMEOUT_MS = 10_000;
const PAST_COMMENTS = 5;

/** Provider failures are Failed Dependency (424), never a 5xx (which here means a bug); translation uses 424.90. */
const aiError = (kind: ProviderError["kind"]): AppError =>
  kind === "unavailable"
    ? new AppError(424, "424.80", AI_UNAVAILABLE_MESSAGE)
    : kind === "refused"
      ? new AppError(424, "424.81", AI_CREDENTIALS_MESSAGE)
      : new AppError(424, "424.82", AI_UNREADABLE_MESSAGE);

/** The company's provider settings with the key opened; 409 while AI is off. */
async function loadProviderConfig(ctx: RequestContext): Promise<ProviderConfig> {
  const row = await findAiSetting(ctx.db, ctx.companyId);
  if (!row?.isEnabled || !row.provider || !row.version || !row.apiKeySealed)
    throw new AppError(409, "409.80", AI_DISABLED_MESSAGE);
  let apiKey: string;
  try {
    apiKey = (await loadKeyCipher(ctx.db)).open(row.apiKeySealed);
  } catch (error) {
    ctx.log.error({ error: errorSummary(error) }, "the company's AI key could not be opened");
    throw aiError("refused");
  }
  return { ...row, provider: row.provider as AiProvider, version: row.version, apiKey };
}

/**
 * POST /api/share/ai_message: several distinct suggestions written for this employee (their
 * language, role and earlier wording), deduplicated and cut to the network's limit.
 */
export async function suggestShareMessages(
  ctx: RequestContext,
  body: AiMessageBody,
  policy: OutboundPolicy,
): Promise<AiMessageResponse> {
  const config = await loadProviderConfig(ctx);
  const { post } = await loadReadablePost(ctx, body.postId);
  const [employee, pastComments, signature] = await Promise.all([
    findEmployee(ctx.db, ctx.companyId, ctx.actor.userId),
    findPastComments(ctx.db, ctx.companyId, ctx.actor.userId, PAST_COMMENTS),
    findSignature(ctx.db, ctx.companyId, body.media),
  ]);
  const networkLimit = commentLimitOf(body.media);
  // The company's signature follows the message, so it takes its share of the limit.
  const limit = networkLimit === null ? null : Math.max(0, networkLimit - signatureLength(signature));
  const prompt = buildPrompt({
    post: { title: post.title, body: post.body, url: post.url },
    media: body.media,
    limit,
    employee: {
      firstName: employee?.firstName ?? "",
      language: employee?.language ?? "en",
      role: ctx.actor.role,
    },
    pastComments,
    length: body.length,
    tonality: body.tonality,
    count: body.count,
  });

  let answer: string;
  try {
    answer = await generatorFor(config, policy).generate({
      ...prompt,
      count: body.count,
      timeoutMs: AI_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn(
      { provider: config.provider, kind: error.kind, detail: error.detail },
      "AI provider call failed",
    );
    throw aiError(error.kind);
  }
  const suggestions = parseSuggestions(answer);
  if (!suggestions) {
    ctx.log.warn({ provider: config.provider }, "AI provider answer was not the JSON asked for");
    throw aiError("unreadable");
  }
  const texts = distinctSuggestions(suggestions.map((text) => cutToLimit(text.trim(), limit))).slice(
    0,
    body.count,
  );
  if (texts.length === 0) throw aiError("unreadable");
  return {
    messageList: texts.map((text) => ({ text })),
    ...(texts.length < body.count ? { warning: AI_FEWER_MESSAGE } : {}),
  };
}

/**
 * POST /api/share/ai_message/similarity: how many colleagues already shared this post with these
 * exact words (case and whitespace aside), on any network; a warning from 3 on.
 */
export async function checkSimilarity(ctx: RequestContext, body: { postId: string; text: string }) {
  await loadReadablePost(ctx, body.postId);
  const text = normalizeShareText(body.text);
  if (!text) return { identicalShareCount: 0 };
  const rows = await findColleagueComments(ctx.db, ctx.companyId, body.postId, ctx.actor.userId);
  const colleagues = new Set(
    rows.filter((row) => normalizeShareText(row.comment) === text).map((row) => row.userId),
  );
  const warning = identicalShareWarning(colleagues.size);
  return { identicalShareCount: colleagues.size, ...(warning ? { warning } : {}) };
}
