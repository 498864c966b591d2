import { showsGamification } from "../company/company-effects.rules.ts";
import { hasLab } from "../labs/labs.ts";
import type { Session2 } from "../session/session.contract.ts";
import {
  canListCompanies,
  isAdminLevel,
  isChannelAnalyst,
  isChannelManager,
  isGroupAdmin,
  isManager,
} from "./roles.ts";

/** Who may open a client route (core §2 and access §2). Returns false to show the Unauthorized page. */
export type RouteRule = (s: Session2) => boolean;

const anyone: RouteRule = () => true;
const managerOrGroupAdmin: RouteRule = (s) => isManager(s.role) || isGroupAdmin(s.role);
const managerGroupAdminOrChannelManager: RouteRule = (s) =>
  managerOrGroupAdmin(s) || isChannelManager(s.user);

export const ROUTE_RULES = {
  feed: anyone,
  groups: (s) => managerOrGroupAdmin(s) && s.company.isGroupEnabled,
  profile: anyone,
  companyList: (s) => canListCompanies(s.role),
  companySettings: managerGroupAdminOrChannelManager,
  team: managerOrGroupAdmin,
  user: managerGroupAdminOrChannelManager,
  userQueue: managerOrGroupAdmin,
  internalAnalytics: (s) =>
    isManager(s.role) || isGroupAdmin(s.role) || isChannelManager(s.user) || isChannelAnalyst(s.user),
  analytics: (s) =>
    isAdminLevel(s.role) || isGroupAdmin(s.role) || isChannelManager(s.user) || isChannelAnalyst(s.user),
  people: (s) => hasLab(s, "employee_directory_lab"),
  email: (s) => hasLab(s, "email_newsletters_lab"),
  post: anyone,
  linked: anyone,
  /** Rewards and the leaderboard: gone when the company turned gamification off. */
  gamification: (s) => showsGamification(s.company),
  /** Admin-level screens (the mail outbox). */
  adminLevel: (s) => isAdminLevel(s.role),
} satisfies Record<string, RouteRule>;
export type RouteRuleName = keyof typeof ROUTE_RULES;
