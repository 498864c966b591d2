/** The company fields registration depends on, with the session's field names. */
export interface RegistrationCompany {
  isSelfRegistrationEnabled: boolean;
  /** The directory (Active Directory) group id. */
  groupId: string | null;
  smarpLabList: readonly string[];
}

/**
 * Access §5: e-mail registration is allowed only if self-registration is enabled and the
 * company has neither a directory group id nor the SAML lab.
 */
export const isRegistrationAllowed = (c: RegistrationCompany): boolean =>
  c.isSelfRegistrationEnabled && !c.groupId && !c.smarpLabList.includes("saml");

/** The domain of an address, lower-cased; '' when there is none. */
export const emailDomainOf = (email: string): string => {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
};

/** Access §8 400.14: the address must be in one of the company's domains (domainSet). */
export const isCompanyEmailDomain = (email: string, domainSet: readonly string[]): boolean => {
  const domain = emailDomainOf(email);
  return domain !== "" && domainSet.some((d) => d.trim().toLowerCase() === domain);
};
