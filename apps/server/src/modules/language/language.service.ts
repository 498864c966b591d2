import {
  INVALID_READ_LANGUAGES,
  type LanguageOption,
  platformLanguagesFor,
  READ_LANGUAGES,
  TRANSLATION_TARGETS,
} from "@chorus/shared/language/languages";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { findLanguageSettings, updateLanguageSettings } from "./language.repository.ts";

export const UNKNOWN_PLATFORM_LANGUAGE = "This language is not available.";
export const UNKNOWN_TRANSLATION_TARGET = "Machine translation into this language is not available.";

const saveMine = (ctx: RequestContext, values: Parameters<typeof updateLanguageSettings>[3]) =>
  updateLanguageSettings(ctx.db, ctx.companyId, ctx.actor.userId, values);

async function loadMe(ctx: RequestContext) {
  const me = await findLanguageSettings(ctx.db, ctx.companyId, ctx.actor.userId);
  if (!me) throw new AppError(401, "401.0");
  return me;
}

export async function getPlatformLanguage(ctx: RequestContext) {
  return { language: (await loadMe(ctx)).language };
}

/** The nine platform languages, plus Danish or Vietnamese when the user's feature map opens them. */
export async function setPlatformLanguage(ctx: RequestContext, language: string) {
  const me = await loadMe(ctx);
  if (!platformLanguagesFor(me.featureMap).some((l) => l.value === language))
    throw badRequest(UNKNOWN_PLATFORM_LANGUAGE);
  await saveMine(ctx, { language });
  return { language };
}

export async function getReadLanguages(ctx: RequestContext) {
  return { readLang: (await loadMe(ctx)).readLanguageList };
}

/** Empty means every language is read; an unknown code makes the setting invalid ('Invalid'). */
export async function setReadLanguages(ctx: RequestContext, readLang: readonly string[]) {
  const known = new Set(READ_LANGUAGES.map((l) => l.value));
  if (readLang.some((code) => !known.has(code))) throw badRequest(INVALID_READ_LANGUAGES);
  const list = [...new Set(readLang)];
  await saveMine(ctx, { readLanguageList: list });
  return { readLang: list };
}

export async function getTranslation(ctx: RequestContext) {
  return { translation: (await loadMe(ctx)).translationLanguage };
}

/** The display name is ours, whatever the client sent with the value. */
export async function setTranslation(ctx: RequestContext, value: string) {
  const target: LanguageOption | undefined = TRANSLATION_TARGETS.find((l) => l.value === value);
  if (!target) throw badRequest(UNKNOWN_TRANSLATION_TARGET);
  const translation = { value: target.value, display: target.display };
  await saveMine(ctx, { translationLanguage: translation });
  return { translation };
}
