/** Query keys of the app, in one place so invalidation and tests agree. */
export const queryKeys = {
  sessionProbe: ["session", "probe"] as const,
  session2: ["session", "session2"] as const,
  sessionEnhancement: ["session", "enhancement"] as const,
  publicConfig: ["config"] as const,
  status: ["status"] as const,
};
