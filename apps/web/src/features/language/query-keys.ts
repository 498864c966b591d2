/** Query keys of the user's languages. */
export const languageKeys = {
  readLanguages: ["user", "readlang"] as const,
  translationLanguage: ["user", "language"] as const,
  translationTargets: ["lang", "translationTargets"] as const,
};
