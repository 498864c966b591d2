/** Query keys of the session; other features invalidate them after changes the session reflects. */
export const sessionKeys = {
  probe: ["session", "probe"] as const,
  session2: ["session", "session2"] as const,
  enhancement: ["session", "enhancement"] as const,
};
