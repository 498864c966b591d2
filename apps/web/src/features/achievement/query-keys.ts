/** Query keys of trophies (refreshed after a share or a proposal). */
export const achievementKeys = {
  all: ["achievement"] as const,
  mine: ["achievement", "mine"] as const,
  available: ["achievement", "available"] as const,
  topShared: ["achievement", "topshared"] as const,
};
