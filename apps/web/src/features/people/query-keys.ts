/** Query keys of people administration: everything under "people", so one invalidation refreshes all. */
export const peopleKeys = {
  all: ["people"] as const,
  users: (filters: object) => ["people", "users", filters] as const,
  userCount: (filters: object) => ["people", "userCount", filters] as const,
  user: (userId: string) => ["people", "user", userId] as const,
  groups: ["people", "groups"] as const,
  groupSetting: (groupId: string, setting: string) => ["people", "group", groupId, setting] as const,
  teams: (groupId: string | null) => ["people", "teams", groupId] as const,
  team: (teamId: string) => ["people", "team", teamId] as const,
  teamMembers: (teamId: string) => ["people", "teamMembers", teamId] as const,
  directory: (searchTerm: string, page: number) => ["people", "directory", searchTerm, page] as const,
  directoryCount: (searchTerm: string) => ["people", "directoryCount", searchTerm] as const,
  preview: (userId: string) => ["people", "preview", userId] as const,
  labs: (companyId: string) => ["people", "labs", companyId] as const,
  teamCandidates: (teamId: string, groupId: string | null) =>
    ["people", "team", teamId, "candidates", groupId] as const,
  groupMembers: (groupId: string, isEmailManager: boolean | "all") =>
    ["people", "group", groupId, "members", isEmailManager] as const,
  channels: (everything: boolean) => ["people", "channels", everything] as const,
  companyChannels: (companyId: string) => ["people", "company-channels", companyId] as const,
  blockwords: ["people", "blockword"] as const,
  subscribers: (channelId: string, page: number) => ["people", "subscribers", channelId, page] as const,
  userLabs: (userId: string) => ["people", "user-labs", userId] as const,
};
