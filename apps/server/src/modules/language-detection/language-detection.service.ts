import { READ_LANGUAGES } from "@chorus/shared/language/languages";
import { detect } from "tinyld";
import type { Queryable } from "../../db/client.ts";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { findLanguageMap, saveLanguageMap } from "./language-detection.repository.ts";

/** When the text is too short or too mixed to tell. */
export const FALLBACK_LANGUAGE = "en";
const SUPPORTED = new Set(READ_LANGUAGES.map((l) => l.value));

export const loadLanguageMap = (db: Queryable, companyId: string): Promise<Record<string, string>> =>
  findLanguageMap(db, companyId);

/**
 * The language of a text (offline, tinyld), mapped through the company's map onto a supported
 * read language (e.g. Norwegian Nynorsk 'nn' → 'no'); the fallback when nothing is detected.
 */
export async function detectLanguage(db: Queryable, companyId: string, text: string): Promise<string> {
  const detected = detect(text.slice(0, 5000)) || FALLBACK_LANGUAGE;
  const map = await loadLanguageMap(db, companyId);
  return map[detected] ?? detected;
}

export async function detectForActor(ctx: RequestContext, text: string) {
  return { lang: await detectLanguage(ctx.db, ctx.companyId, text) };
}

export async function readLanguageMap(ctx: RequestContext) {
  return { map: await loadLanguageMap(ctx.db, ctx.companyId) };
}

/** Replace the company's map; every target must be a supported read language. */
export async function replaceLanguageMap(ctx: RequestContext, map: Record<string, string>) {
  const unknown = Object.values(map).find((target) => !SUPPORTED.has(target));
  if (unknown !== undefined) throw badRequest(`"${unknown}" is not a supported language`);
  await saveLanguageMap(ctx.db, ctx.companyId, map);
  return { map };
}
