import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The UI languages with translation files (core §9), and the in-context pseudo-language. */
export const TRANSLATION_FILE_LANGUAGES = ["en", "fr", "fi", "nl", "de", "vi", "it", "es", "tlh"] as const;

export interface TranslationFile {
  body: Buffer;
  etag: string;
}

/** Where the files are: the built web app's copy, else the source (tests and dev). */
export function translationDirOf(webDistDir: string): string {
  const built = join(webDistDir, "languages", "reacttranslations");
  if (existsSync(built)) return built;
  return fileURLToPath(new URL("../../../../web/public/languages/reacttranslations", import.meta.url));
}

/** `fr_FR.json` → fr: the part before the underscore (catalogue Language section). */
export function languageOfFileName(file: string): string | null {
  const match = /^([a-zA-Z]{2,3})(?:_[a-zA-Z]{2,4})?\.json$/.exec(file);
  const language = match?.[1]?.toLowerCase();
  return language && (TRANSLATION_FILE_LANGUAGES as readonly string[]).includes(language) ? language : null;
}

/** Reads each file once; the ETag is a hash of its bytes, so a new deploy changes it. */
export function translationFiles(dir: string) {
  const cache = new Map<string, Promise<TranslationFile | null>>();
  return (language: string): Promise<TranslationFile | null> => {
    let file = cache.get(language);
    if (!file) {
      file = readFile(join(dir, `${language}.json`))
        .then((body) => ({
          body,
          etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        }))
        .catch(() => null);
      cache.set(language, file);
    }
    return file;
  };
}

/** The UI texts of a language as an object (the server draws the first screen with them); null for none. */
export function uiTexts(dir: string) {
  const fileOf = translationFiles(dir);
  const parsed = new Map<string, Promise<Record<string, unknown> | null>>();
  return (language: string): Promise<Record<string, unknown> | null> => {
    // `fr_FR` → fr, and nothing that is not a UI language's file (no path from outside).
    const file = languageOfFileName(`${language}.json`);
    if (!file) return Promise.resolve(null);
    let texts = parsed.get(file);
    if (!texts) {
      texts = fileOf(file).then((found) =>
        found ? (JSON.parse(found.body.toString("utf8")) as Record<string, unknown>) : null,
      );
      parsed.set(file, texts);
    }
    return texts;
  };
}

/** If-None-Match holds the ETag (or `*`), so a 304 answers. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
