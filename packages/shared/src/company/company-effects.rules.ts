import { isAdminLevel, type Role } from "../access/roles.ts";
import { mediaNameOf } from "../share/network.rules.ts";

/**
 * Where a company setting changes what people see (core §3), in one place for the server and
 * the web. Each rule is the single answer to "does this setting show X here".
 */

/** Gamification off hides points, trophies, leaderboards and rewards everywhere. */
export const showsGamification = (company: { isGamificationDisabled: boolean }): boolean =>
  !company.isGamificationDisabled;

/** The rewards (perks) page: rewards on and gamification not off. */
export const showsRewards = (company: { isGamificationDisabled: boolean; RewardEnabled: boolean }): boolean =>
  showsGamification(company) && company.RewardEnabled;

/** The influencer score: hidden from everyone but admin-level when the company hides it. */
export const showsInfluencerScore = (company: { isInfluencerScoreHidden: boolean }, role: Role): boolean =>
  !company.isInfluencerScoreHidden || isAdminLevel(role);

/** The "Get the mobile app" link of the profile menu. */
export const showsMobileAppLink = (company: { isGetMobileAppDisabled: boolean }): boolean =>
  !company.isGetMobileAppDisabled;

/**
 * A new post's networks: with isDefaultPostTypeShareable every company network is offered from
 * the start, each with its SharingPoint; otherwise none (the author picks).
 */
export function defaultPostNetworks(company: {
  isDefaultPostTypeShareable: boolean;
  SocnetOrderedSet: readonly { Name: string; SharingPoint: number }[];
}): { media: string; sharePoint: number }[] {
  if (!company.isDefaultPostTypeShareable) return [];
  return company.SocnetOrderedSet.map((e) => ({ media: mediaNameOf(e.Name), sharePoint: e.SharingPoint }));
}
