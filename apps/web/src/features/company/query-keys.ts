/** Query keys of the company administration screens. */
export const companyKeys = {
  all: ["company"] as const,
  list: ["company", "list"] as const,
  settings: (companyId: string) => ["company", companyId, "settings"] as const,
  ai: (companyId: string) => ["company", companyId, "ai"] as const,
  aiVersions: (companyId: string) => ["company", companyId, "ai", "versions"] as const,
  utm: (companyId: string) => ["company", companyId, "utm"] as const,
  legal: ["company", "legal"] as const,
  scim: (companyId: string) => ["company", companyId, "scim"] as const,
};
