import type { Company, PublicCompany } from "@chorus/shared/company/company.contract";
import { socnetKindSchema } from "@chorus/shared/company/company.contract";
import type { CompanySettings, CompanySummary } from "@chorus/shared/company/company-admin.contract";
import type { CompanyRow } from "./company.repository.ts";

const socnetEntries = (row: CompanyRow) =>
  row.socnetOrderedSet.flatMap((e) => {
    const name = socnetKindSchema.safeParse(e.Name);
    return name.success
      ? [{ Name: name.data, SharingPoint: e.SharingPoint, authEnabled: e.authEnabled }]
      : [];
  });

/** The spec's Company with its field names. */
export function presentCompany(row: CompanyRow): Company {
  return {
    _id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    customDomain: row.customDomain,
    ImageUrl: row.imageUrl,
    ImageUrlLogin: row.imageUrlLogin,
    HighlightColor: row.highlightColor,
    smarpLabList: row.labList,
    groupId: row.directoryGroupId,
    isSelfRegistrationEnabled: row.isSelfRegistrationEnabled,
    isGroupEnabled: row.isGroupEnabled,
    RewardEnabled: row.rewardEnabled,
    isHideResourcesEnabled: row.isHideResourcesEnabled,
    isArchivedReadEnabled: row.isArchivedReadEnabled,
    isChannelManagerEnabled: row.isChannelManagerEnabled,
    isGamificationDisabled: row.isGamificationDisabled,
    isInfluencerScoreHidden: row.isInfluencerScoreHidden,
    isTosEnabled: row.isTosEnabled,
    isGetMobileAppDisabled: row.isGetMobileAppDisabled,
    isSlackAppEnabled: row.isSlackAppEnabled,
    isPasswordAuthEnabled: row.isPasswordAuthEnabled,
    anonymousEnabled: row.anonymousEnabled,
    isLanguageEnabled: row.isLanguageEnabled,
    defaultPlatformLanguage: row.defaultPlatformLanguage,
    defaultInvitationMessage: row.defaultInvitationMessage,
    invitePoint: row.invitePoint,
    proposePostPoint: row.proposePostPoint,
    uniqueClickPoint: row.uniqueClickPoint,
    isUserPublishEnabled: row.isUserPublishEnabled,
    commentEnabled: row.commentEnabled,
    defaultPostExpiration: row.defaultPostExpiration,
    isDefaultPostTypeShareable: row.isDefaultPostTypeShareable,
    postCreation: { adminsOnlyPosting: row.adminsOnlyPosting },
    domainSet: row.domainSet,
    SocnetOrderedSet: socnetEntries(row),
    SocnetMap: row.socnetMap,
    isSubscriptionSuspended: row.isSubscriptionSuspended,
  };
}

/** Branding and sign-in options only: what the login page may show before anyone signs in. */
export function presentPublicCompany(row: CompanyRow): PublicCompany {
  const c = presentCompany(row);
  return {
    _id: c._id,
    name: c.name,
    subdomain: c.subdomain,
    customDomain: c.customDomain,
    ImageUrl: c.ImageUrl,
    ImageUrlLogin: c.ImageUrlLogin,
    HighlightColor: c.HighlightColor,
    smarpLabList: c.smarpLabList,
    isSelfRegistrationEnabled: c.isSelfRegistrationEnabled,
    isPasswordAuthEnabled: c.isPasswordAuthEnabled,
    isTosEnabled: c.isTosEnabled,
    domainSet: c.domainSet,
    SocnetOrderedSet: c.SocnetOrderedSet,
  };
}

/** The settings screens' company: every field, with the legal texts. */
export function presentCompanySettings(row: CompanyRow): CompanySettings {
  return { ...presentCompany(row), termsOfService: row.termsOfService, privacyPolicy: row.privacyPolicy };
}

export function presentCompanySummary(row: CompanyRow, userCount: number): CompanySummary {
  return {
    _id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    ImageUrl: row.imageUrl ?? row.imageUrlLogin,
    HighlightColor: row.highlightColor,
    isSubscriptionSuspended: row.isSubscriptionSuspended,
    userCount,
    createdAt: row.createdAt.toISOString(),
  };
}
