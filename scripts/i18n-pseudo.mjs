#!/usr/bin/env node
// Writes tlh.json, the in-context translation pseudo-language (core §9, behind the 'incontext' lab):
// every string shows its key, so a translator sees which key a text on the screen comes from.
// The {{placeholders}} stay, so the key-set test holds for it like for every language.
// Run after en.json changes: node scripts/i18n-pseudo.mjs
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { placeholdersOf, readStrings, requiredKeys, TRANSLATIONS_DIR } from "./i18n-keys.mjs";

const english = readStrings("en");
const out = {};
for (const [key, rule] of requiredKeys(english, "tlh")) {
  const parts = key.split(".");
  let node = out;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part];
  }
  const names = placeholdersOf(rule.english);
  node[parts.at(-1)] = [`⟦${key}⟧`, ...names.map((name) => `{{${name}}}`)].join(" ");
}
writeFileSync(join(TRANSLATIONS_DIR, "tlh.json"), `${JSON.stringify(out, null, 2)}\n`);
console.log("tlh.json written");
