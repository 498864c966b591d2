import type { Role } from "@chorus/shared/access/roles";
import type { Company } from "@chorus/shared/company/company.contract";
import { showsInfluencerScore } from "@chorus/shared/company/company-effects.rules";
import type { Session2, SessionUser } from "@chorus/shared/session/session.contract";
import type { UserWithGroup } from "./session.repository.ts";

interface Duties {
  managingChannelIdList: string[];
  analysingChannelIdList: string[];
}

export function presentSessionUser(
  user: UserWithGroup,
  storedRole: Role,
  company: Company,
  duties: Duties,
  switchableRoleList: Role[],
  activeRole: Role = storedRole,
): SessionUser {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: storedRole,
    language: user.language,
    groupId: user.groupId,
    groupName: user.groupName,
    companyId: company._id,
    companyName: company.name,
    companySubdomain: company.subdomain,
    AvatarUrl: user.avatarUrl,
    // A company that hides the influencer score keeps it from everyone but admin-level.
    smarpScore: showsInfluencerScore(company, activeRole) ? user.smarpScore : null,
    Star: user.star,
    Coin: user.coin,
    isFresh: user.isFresh,
    hasPassword: user.passwordHash !== null,
    userDoesntShare: user.userDoesntShare,
    anonymousEnabled: user.anonymousEnabled,
    referrerId: user.referrerId,
    triggeredEventList: user.triggeredEventList,
    managingChannelIdList: duties.managingChannelIdList,
    analysingChannelIdList: duties.analysingChannelIdList,
    smarpFeatureMap: user.featureMap,
    linkedinTokenExpiredAt: user.linkedinTokenExpiredAt?.toISOString() ?? null,
    // LinkedIn and X are connected through OAuth (modules/share); Facebook and Xing share through
    // their own dialogs and never hold a connection.
    connected: {
      linkedin: user.connectedNetworkList?.includes("linkedin") ?? false,
      twitter: user.connectedNetworkList?.includes("twitter") ?? false,
      facebook: user.connectedNetworkList?.includes("facebook") ?? false,
      xing: user.connectedNetworkList?.includes("xing") ?? false,
    },
    notification: user.notificationSettings,
    switchableRoleList,
  };
}

export const presentSession2 = (user: SessionUser, role: Role, company: Company): Session2 => ({
  user,
  role,
  company,
});
