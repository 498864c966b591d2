/** Query keys of channels. */
export const channelKeys = {
  all: ["channel"] as const,
  list: ["channel", "list"] as const,
  groups: ["channel", "groups"] as const,
  ofCompany: (companyId: string) => ["channel", "company", companyId] as const,
};
