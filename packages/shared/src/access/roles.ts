import { z } from "zod";

/** Server values of the roles, in the spec's order (core §6, access §6). */
export const ROLES = [
  "sharer",
  "channel_analyst",
  "channel_manager",
  "group_admin",
  "admin",
  "partner",
  "smarper",
] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Labels shown to people; i18n keys under `role.` carry the same words. */
export const ROLE_LABEL_KEY: Record<Role, string> = {
  sharer: "role.sharer",
  channel_analyst: "role.channel_analyst",
  channel_manager: "role.channel_manager",
  group_admin: "role.group_admin",
  admin: "role.admin",
  partner: "role.partner",
  smarper: "role.smarper",
};

/** Ranking of guest, sharer, admin, smarper is 0 to 3 (access §6). */
export const ROLE_RANK = { guest: 0, sharer: 1, admin: 2, smarper: 3 } as const;

/** Manager = admin, partner or smarper. Admin-level permission is the same set. */
export const isManager = (role: Role): boolean =>
  role === "admin" || role === "partner" || role === "smarper";
export const isAdminLevel = isManager;
export const isGroupAdmin = (role: Role): boolean => role === "group_admin";
/** Companies tab and list: smarper and partner. */
export const canListCompanies = (role: Role): boolean => role === "smarper" || role === "partner";

/** What a user is, independent of the role currently active: the stored role plus channel duties. */
export interface RoleHolder {
  role: Role;
  managingChannelIdList: readonly string[];
  analysingChannelIdList: readonly string[];
}

/** Channel manager if managingChannelIdList is non-empty; analyst likewise (core §6). */
export const isChannelManager = (u: Pick<RoleHolder, "managingChannelIdList">): boolean =>
  u.managingChannelIdList.length > 0;
export const isChannelAnalyst = (u: Pick<RoleHolder, "analysingChannelIdList">): boolean =>
  u.analysingChannelIdList.length > 0;

const SWITCH_TARGETS: Partial<Record<Role, readonly Role[]>> = {
  group_admin: ["group_admin"],
  admin: ["admin"],
  partner: ["partner", "admin"],
  smarper: ["smarper", "partner", "admin"],
};

/**
 * The roles a user may switch to (core §6): group_admin → GroupAdmin; admin → Admin;
 * partner → Partner, Admin; smarper → Smarper, Partner, Admin; channel manager/analyst
 * status adds its role; a user with none of these gets Sharer.
 */
export function switchableRoles(user: RoleHolder): Role[] {
  const roles: Role[] = [...(SWITCH_TARGETS[user.role] ?? [])];
  if (isChannelManager(user)) roles.push("channel_manager");
  if (isChannelAnalyst(user)) roles.push("channel_analyst");
  if (roles.length === 0) roles.push("sharer");
  return roles;
}

/** The stored role is always allowed; any other must come from the switch list. */
export const mayTakeRole = (user: RoleHolder, role: Role): boolean =>
  role === user.role || switchableRoles(user).includes(role);

export const MANAGER_ROLES = ["admin", "partner", "smarper"] as const satisfies readonly Role[];

/**
 * Curators (core §6): the roles that manage the posts of some channels — admin-level, group admin
 * (their group's channels) and channel manager (the channels they manage). They see the Proposed
 * and Scheduled feeds and decide on posts; which channels exactly is the channel access rule's job.
 */
export const CURATOR_ROLES = [
  ...MANAGER_ROLES,
  "group_admin",
  "channel_manager",
] as const satisfies readonly Role[];
export const isCurator = (role: Role): boolean => (CURATOR_ROLES as readonly Role[]).includes(role);
