#!/usr/bin/env node
// Prints, per language, the keys missing from its file (with the English text to translate), the
// keys English no longer has, and the strings whose {{placeholders}} differ from English.
// Usage: node scripts/i18n-missing.mjs [lang…] [--json]   Exit code 1 when anything is off.
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  checkLanguage,
  flatten,
  LANGUAGES,
  readStrings,
  requiredKeys,
  TRANSLATIONS_DIR,
} from "./i18n-keys.mjs";

const args = process.argv.slice(2);
const asJson = args.includes("--json");
const languages = args.filter((a) => !a.startsWith("--"));
const english = readStrings("en");
const report = {};
let problems = 0;
for (const language of languages.length > 0 ? languages : LANGUAGES) {
  if (!existsSync(join(TRANSLATIONS_DIR, `${language}.json`))) {
    report[language] = { fileMissing: true, missing: [...requiredKeys(english, language).keys()] };
    problems += 1;
    continue;
  }
  const result = checkLanguage(english, readStrings(language), language);
  report[language] = result;
  problems +=
    result.missing.length +
    result.extra.length +
    result.placeholderMismatches.length +
    result.notStrings.length;
}

if (asJson) {
  const flatEnglish = flatten(english);
  const withText = Object.fromEntries(
    Object.entries(report).map(([language, r]) => [
      language,
      {
        ...r,
        missing: Object.fromEntries(
          r.missing.map((k) => [k, requiredKeys(english, language).get(k)?.english ?? flatEnglish[k]]),
        ),
      },
    ]),
  );
  console.log(JSON.stringify(withText, null, 2));
} else {
  for (const [language, r] of Object.entries(report)) {
    const required = requiredKeys(english, language);
    console.log(
      `${language}: ${r.fileMissing ? "no file, " : ""}${r.missing.length} missing` +
        (r.fileMissing
          ? ""
          : `, ${r.extra.length} not in English, ${r.placeholderMismatches.length} placeholder mismatches, ${r.notStrings.length} empty`),
    );
    for (const key of r.missing) console.log(`  - ${key}: ${JSON.stringify(required.get(key)?.english)}`);
    for (const key of r.extra ?? []) console.log(`  + ${key} (not in en.json)`);
    for (const m of r.placeholderMismatches ?? [])
      console.log(
        `  ! ${m.key}: expected {{${m.expected.join("}} {{")}}}, found {{${m.found.join("}} {{")}}}`,
      );
    for (const key of r.notStrings ?? []) console.log(`  ? ${key}: empty or not a string`);
  }
}
process.exitCode = problems > 0 ? 1 : 0;
