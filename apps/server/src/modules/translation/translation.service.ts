import { createHash } from "node:crypto";
import {
  TRANSLATION_FAILED,
  TRANSLATION_NOT_CONFIGURED,
} from "@chorus/shared/translation/translation.contract";
import type { RequestContext } from "../../platform/context.ts";
import { errorSummary } from "../../platform/error-summary.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { loadReadablePost } from "../post/index.ts";
import {
  findCachedTranslation,
  findComment,
  findTranslationLanguage,
  saveCachedTranslation,
} from "./translation.repository.ts";
import { type TranslationProvider, TranslationUnavailable } from "./translation-provider.ts";

/** Failed Dependency: the translation service failed or did not answer in time. */
export const TRANSLATION_FAILED_CODE = "424.90";

export const notConfigured = () => new AppError(404, "404.0", TRANSLATION_NOT_CONFIGURED);

/** The language asked for, else the user's translation language, else English. */
async function targetOf(ctx: RequestContext, asked: string | undefined): Promise<string> {
  if (asked) return asked;
  const value = (await findTranslationLanguage(ctx.db, ctx.companyId, ctx.actor.userId))?.value;
  return value || "en";
}

/**
 * The texts translated, from the cache when the same source was translated into the same language
 * before (keyed by a hash of the source, so an edit is translated again).
 */
async function translateCached(
  ctx: RequestContext,
  provider: TranslationProvider,
  key: { objectType: "post" | "comment"; objectId: string; lang: string },
  source: Record<string, string>,
  format: (field: string) => "text" | "html",
): Promise<{ content: Record<string, string>; sourceLang: string | null }> {
  const fields = Object.keys(source).sort();
  const sourceHash = createHash("sha256")
    .update(JSON.stringify(fields.map((f) => [f, source[f]])))
    .digest("hex");
  const cached = await findCachedTranslation(ctx.db, ctx.companyId, key);
  if (cached && cached.sourceHash === sourceHash)
    return { content: cached.content, sourceLang: cached.sourceLang };

  const content: Record<string, string> = {};
  let sourceLang: string | null = null;
  try {
    for (const kind of ["text", "html"] as const) {
      const group = fields.filter((f) => format(f) === kind && (source[f] ?? "") !== "");
      if (group.length === 0) continue;
      const answer = await provider.translate({
        texts: group.map((f) => source[f] ?? ""),
        target: key.lang,
        format: kind,
      });
      group.forEach((f, i) => {
        content[f] = answer.texts[i] ?? "";
      });
      sourceLang ??= answer.sourceLang;
    }
  } catch (error) {
    if (error instanceof TranslationUnavailable) {
      ctx.log.warn({ error: errorSummary(error) }, "machine translation failed");
      // The provider failed, not us: 424 (as the AI module does), never a 5xx, which here means a bug.
      throw new AppError(424, TRANSLATION_FAILED_CODE, TRANSLATION_FAILED);
    }
    throw error;
  }
  for (const f of fields) content[f] ??= "";
  const values = { sourceHash, content, sourceLang, createdAt: new Date() };
  await saveCachedTranslation(ctx.db, ctx.companyId, key, values);
  return { content, sourceLang };
}

export async function translatePost(
  ctx: RequestContext,
  provider: TranslationProvider | null,
  postId: string,
  lang: string | undefined,
) {
  if (!provider) throw notConfigured();
  const { post } = await loadReadablePost(ctx, postId);
  const target = await targetOf(ctx, lang);
  const { content, sourceLang } = await translateCached(
    ctx,
    provider,
    { objectType: "post", objectId: postId, lang: target },
    { title: post.title, body: post.body, htmlBody: post.htmlBody },
    (field) => (field === "htmlBody" ? "html" : "text"),
  );
  return {
    _id: postId,
    lang: target,
    sourceLang: sourceLang ?? post.lang,
    title: content.title ?? "",
    body: content.body ?? "",
    htmlBody: content.htmlBody ?? "",
  };
}

export async function translateComment(
  ctx: RequestContext,
  provider: TranslationProvider | null,
  commentId: string,
  lang: string | undefined,
) {
  if (!provider) throw notConfigured();
  const row = await findComment(ctx.db, ctx.companyId, commentId);
  if (row?.objectType !== "post") throw notFound("Comment not found");
  // A comment is readable exactly when its post is.
  await loadReadablePost(ctx, row.objectId);
  const target = await targetOf(ctx, lang);
  const { content, sourceLang } = await translateCached(
    ctx,
    provider,
    { objectType: "comment", objectId: commentId, lang: target },
    { text: row.text },
    () => "text",
  );
  return { id: commentId, lang: target, sourceLang, text: content.text ?? "" };
}
