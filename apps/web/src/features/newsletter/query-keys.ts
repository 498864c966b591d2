/** Every newsletter query key starts with "mailing". */
export const mailingKeys = {
  all: ["mailing"] as const,
  auth: ["mailing", "auth"] as const,
  folders: ["mailing", "folders"] as const,
  campaigns: (folderId: string | undefined, searchTerm: string) =>
    ["mailing", "campaigns", folderId ?? "all", searchTerm] as const,
  campaign: (id: string) => ["mailing", "campaign", id] as const,
  bounced: (id: string) => ["mailing", "bounced", id] as const,
  lists: ["mailing", "lists"] as const,
  recipients: (listId: string) => ["mailing", "recipients", listId] as const,
  search: (term: string) => ["mailing", "search", term] as const,
  digestGroups: ["mailing", "digest-groups"] as const,
  preview: (content: unknown) => ["mailing", "preview", JSON.stringify(content)] as const,
};
