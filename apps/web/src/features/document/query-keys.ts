/** Query keys of the document library. */
export const documentKeys = {
  all: ["document"] as const,
  list: (groupId: string) => ["document", "list", groupId] as const,
  usage: () => ["document", "usage"] as const,
};
