/** Query keys of the Perks page: the catalogue and the requests. */
export const rewardKeys = {
  all: ["reward"] as const,
  list: ["reward", "list"] as const,
  mine: ["reward", "redemption", "me"] as const,
  requests: (status: string) => ["reward", "redemption", "all", status] as const,
};
