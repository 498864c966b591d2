/** Query keys of my dashboard figures. */
export const statsKeys = {
  all: ["stats"] as const,
  count: (from: string, to: string) => ["stats", "count", from, to] as const,
  series: (from: string, to: string, interval: string) => ["stats", "series", from, to, interval] as const,
};
