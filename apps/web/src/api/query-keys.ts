/** Query keys of the app, in one place so invalidation and tests agree. */
export const queryKeys = {
  sessionProbe: ["session", "probe"] as const,
  session2: ["session", "session2"] as const,
  sessionEnhancement: ["session", "enhancement"] as const,
  publicConfig: ["config"] as const,
  status: ["status"] as const,
  // Getting in (access §2–§9)
  authMethods: ["auth", "methods"] as const,
  loginLinkDomains: ["auth", "loginLinkDomains"] as const,
  consent: ["user", "consent"] as const,
  onboardingState: ["onboarding", "state"] as const,
  onboardingPages: (companyId: string) => ["onboarding", "pages", companyId] as const,
  languageSettings: ["user", "language"] as const,
  readLanguages: ["user", "readlang"] as const,
  translationTargets: ["lang", "translationTargets"] as const,
  // Machine translations: not under "post", so patchPost never touches them.
  postTranslation: (postId: string, lang: string) => ["translation", "post", postId, lang] as const,
  commentTranslation: (commentId: string, lang: string) =>
    ["translation", "comment", commentId, lang] as const,
  oauthClient: (clientId: string) => ["oauth2", "client", clientId] as const,
  accessTokens: ["token"] as const,
  mailOutbox: ["mail", "outbox"] as const,
};
