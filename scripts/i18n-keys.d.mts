type Tree = { [key: string]: string | Tree };
export declare const TRANSLATIONS_DIR: string;
export declare const LANGUAGES: string[];
export declare const MAIL_TRANSLATIONS_DIR: string;
export declare const MAIL_LANGUAGES: string[];
export declare function readStrings(language: string, dir?: string): Tree;
export declare function flatten(tree: Tree): Record<string, string>;
export declare function placeholdersOf(text: string): string[];
export declare function pluralCategoriesOf(language: string): string[];
export declare function requiredKeys(
  english: Tree,
  language: string,
): Map<string, { english: string; plural: boolean; englishForms?: string[] }>;
export declare function checkLanguage(
  english: Tree,
  translated: Tree,
  language: string,
): {
  missing: string[];
  extra: string[];
  placeholderMismatches: { key: string; expected: string[]; found: string[] }[];
  notStrings: string[];
};
