#!/usr/bin/env node
// Prints, per language, the keys missing from its file (with the English text to translate), the
// keys English no longer has, and the strings whose {{placeholders}} differ from English — for the
// web's UI texts (apps/web/public/languages/reacttranslations) and, with --mail, the server's mail
// and notification texts (apps/server/src/platform/mail/languages).
// Usage: node scripts/i18n-missing.mjs [lang…] [--mail] [--json]   Exit code 1 when anything is off.
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  checkLanguage,
  LANGUAGES,
  MAIL_LANGUAGES,
  MAIL_TRANSLATIONS_DIR,
  readStrings,
  requiredKeys,
  TRANSLATIONS_DIR,
} from "./i18n-keys.mjs";

const args = process.argv.slice(2);
const asJson = args.includes("--json");
const mail = args.includes("--mail");
const dir = mail ? MAIL_TRANSLATIONS_DIR : TRANSLATIONS_DIR;
const chosen = args.filter((a) => !a.startsWith("--"));
const english = readStrings("en", dir);
const report = {};
let problems = 0;
for (const language of chosen.length > 0 ? chosen : mail ? MAIL_LANGUAGES : LANGUAGES) {
  const required = requiredKeys(english, language);
  const toTranslate = (keys) => Object.fromEntries(keys.map((key) => [key, required.get(key)?.english]));
  if (!existsSync(join(dir, `${language}.json`))) {
    report[language] = { fileMissing: true, missing: toTranslate([...required.keys()]) };
    problems += 1;
    continue;
  }
  const result = checkLanguage(english, readStrings(language, dir), language);
  report[language] = { ...result, missing: toTranslate(result.missing) };
  problems +=
    result.missing.length +
    result.extra.length +
    result.placeholderMismatches.length +
    result.notStrings.length;
}

if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const [language, r] of Object.entries(report)) {
    const missing = Object.entries(r.missing);
    console.log(
      r.fileMissing
        ? `${language}: no file, ${missing.length} missing`
        : `${language}: ${missing.length} missing, ${r.extra.length} not in English, ${r.placeholderMismatches.length} placeholder mismatches, ${r.notStrings.length} empty`,
    );
    for (const [key, text] of missing) console.log(`  - ${key}: ${JSON.stringify(text)}`);
    for (const key of r.extra ?? []) console.log(`  + ${key} (not in en.json)`);
    for (const m of r.placeholderMismatches ?? [])
      console.log(
        `  ! ${m.key}: expected {{${m.expected.join("}} {{")}}}, found {{${m.found.join("}} {{")}}}`,
      );
    for (const key of r.notStrings ?? []) console.log(`  ? ${key}: empty or not a string`);
  }
}
process.exitCode = problems > 0 ? 1 : 0;
