import type { Role } from "../access/roles.ts";
import { LABS } from "./labs.ts";

/**
 * The labs page (access §2): every lab of core §6 plus the two page-only switches; the admin-only
 * ones (newUserList, incontext, saml) are hidden from every role but admin (and the provider's
 * smarper, who stands above admin).
 */
export const LAB_PAGE_NAMES = [...LABS, "newUserList", "incontext"] as const;
export type LabPageName = (typeof LAB_PAGE_NAMES)[number];
export const ADMIN_ONLY_LABS: readonly LabPageName[] = ["newUserList", "incontext", "saml"];

const SEES_ADMIN_ONLY_LABS: readonly Role[] = ["admin", "smarper"];

/** The labs a role sees (and may switch) on the labs page. */
export function labsShownTo(role: Role): LabPageName[] {
  return SEES_ADMIN_ONLY_LABS.includes(role)
    ? [...LAB_PAGE_NAMES]
    : LAB_PAGE_NAMES.filter((lab) => !ADMIN_ONLY_LABS.includes(lab));
}

/**
 * Flags that exist per user only (smarpFeatureMap), never as a company lab: the languages offered
 * to a user whose feature map opens them ("The Vietnamese language needs a per-user feature flag";
 * FLAGGED_PLATFORM_LANGUAGES of language/languages.ts names the same keys).
 */
export const USER_ONLY_FLAGS = ["vietnamese_language", "danish_language"] as const;
export const USER_FLAG_NAMES = [...USER_ONLY_FLAGS, ...LAB_PAGE_NAMES] as const;
export type UserFlagName = (typeof USER_FLAG_NAMES)[number];

/** A user's flags a role sees and sets on the user edit screen: the user-only flags and its labs. */
export function userFlagsShownTo(role: Role): UserFlagName[] {
  return [...USER_ONLY_FLAGS, ...labsShownTo(role)];
}

/** The URL parameter labs=0 switches every lab off for the page's session (access §2). */
export const labsDisabledByUrl = (search: string): boolean => new URLSearchParams(search).get("labs") === "0";

/** A classic instance has no groups; the smarper's Migrate row is offered there only. */
export type InstanceType = "classic" | "group";

/** The session with every lab off (company list and the user's own flags), for labs=0. */
export function withoutLabs<
  S extends {
    company: { smarpLabList: readonly string[] };
    user: { smarpFeatureMap: Readonly<Record<string, boolean>> };
  },
>(session: S): S {
  return {
    ...session,
    company: { ...session.company, smarpLabList: [] },
    user: { ...session.user, smarpFeatureMap: {} },
  };
}
