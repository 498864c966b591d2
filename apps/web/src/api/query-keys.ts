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
  oauthClient: (clientId: string) => ["oauth2", "client", clientId] as const,
  mailOutbox: ["mail", "outbox"] as const,
};
