import { hasLab } from "@chorus/shared/labs/labs";
import { ONBOARDING_LANGUAGES } from "@chorus/shared/language/languages";
import type { OnboardingFacts } from "@chorus/shared/onboarding/onboarding.rules";
import type { Queryable } from "../../db/client.ts";
import { sideBySide } from "../../db/side-by-side.ts";
import { AppError } from "../../platform/errors.ts";
import { findCompany } from "../company/index.ts";
import { type ConsentVersions, loadConsent } from "../consent/index.ts";
import {
  findQueueEntry,
  findUser,
  groupTeamLevelsOf,
  hasSamlProvider,
  teamLevelsOf,
} from "./onboarding.repository.ts";

/** Everything the onboarding table looks at, read from the user, the company and their settings. */
export async function loadOnboardingFacts(
  db: Queryable,
  versions: ConsentVersions,
  companyId: string,
  userId: string,
) {
  // Also read inside the event trigger's transaction, where sideBySide runs them in turn.
  const [user, company, consent, queue, samlProvider, groupTeamLevels] = await sideBySide(db, [
    () => findUser(db, companyId, userId),
    () => findCompany(db, companyId),
    () => loadConsent(db, versions, companyId, userId),
    () => findQueueEntry(db, companyId, userId),
    () => hasSamlProvider(db, companyId),
    () => groupTeamLevelsOf(db, companyId),
  ]);
  if (!user || !company) throw new AppError(401, "401.0");
  const labs = { company: { smarpLabList: company.labList }, user: { smarpFeatureMap: user.featureMap } };
  const facts: OnboardingFacts = {
    isFresh: user.isFresh,
    isQueued: queue !== null,
    offeredPlatformLanguageCount: ONBOARDING_LANGUAGES.length,
    consentUpToDate: consent.isUpToDate,
    consentRecorded: consent.termOfServiceVersion !== null,
    groupsEnabled: company.isGroupEnabled,
    hasReferrer: user.referrerId !== null,
    groupSelfRegistrationLab: hasLab(labs, "group_self_registration_lab"),
    teamLevels: await teamLevelsOf(db, companyId, user.groupId),
    groupTeamLevels,
    hasName: user.firstName.trim() !== "" && user.lastName.trim() !== "",
    directoryLogin: company.directoryGroupId !== null && company.directoryGroupId !== "",
    samlLogin: samlProvider || hasLab(labs, "saml"),
    samlAutoProvisioned: user.ssoProvisioned,
    passwordLoginEnabled: company.isPasswordAuthEnabled,
    hasPassword: user.passwordHash !== null,
    anonymousModeEnabled: company.anonymousEnabled,
    machineTranslationsLab: hasLab(labs, "machine_translations_lab"),
    companyLanguageEnabled: company.isLanguageEnabled,
    triggeredEventList: user.triggeredEventList,
  };
  return { facts, user, company, queue };
}
