import de from "./languages/de.json";
import en from "./languages/en.json";
import es from "./languages/es.json";
import fi from "./languages/fi.json";
import fr from "./languages/fr.json";
import it from "./languages/it.json";
import nl from "./languages/nl.json";
import vi from "./languages/vi.json";

/**
 * Server-side texts of mails and notifications, one file per UI language (core §9) with the same
 * keys as English — the same approach as the web's translation files, checked by the same key-set
 * test. A mail is written in its recipient's platform language; a language without texts (pt_BR,
 * sv, da) and any missing key fall back to English.
 */
type Tree = { [key: string]: string | Tree };
export const MAIL_TEXTS: Readonly<Record<string, Tree>> = { en, fr, de, es, it, nl, fi, vi };

const lookup = (tree: Tree | undefined, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
};

/** The mail language of a platform language: the part before the underscore, if it has texts. */
export const mailLanguageOf = (language: string | null | undefined): string => {
  const base = (language ?? "en").split(/[_-]/)[0]?.toLowerCase() ?? "en";
  return base in MAIL_TEXTS ? base : "en";
};

/** `mailText("fr", "digest.subject", { company, count })`; {{name}} placeholders are replaced. */
export function mailText(
  language: string | null | undefined,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const text = lookup(MAIL_TEXTS[mailLanguageOf(language)], key) ?? lookup(MAIL_TEXTS.en, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
