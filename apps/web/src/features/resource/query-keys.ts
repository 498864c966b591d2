/** Query keys of resources and their comments. */
export const resourceKeys = {
  all: ["resource"] as const,
  list: (groupId: string) => ["resource", "list", groupId] as const,
  comments: (resourceId: string) => ["resource", "comments", resourceId] as const,
};
