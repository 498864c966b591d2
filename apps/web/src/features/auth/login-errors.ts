import type { TFunction } from "i18next";
import { ERROR_CODE, isApiError } from "../../api/api-error.ts";

/** Access §8 (password login): the known codes in our words, other coded errors with the server's message. */
export function loginErrorMessage(error: unknown, phoneLogin: boolean, t: TFunction): string {
  if (isApiError(error)) {
    if (error.code === ERROR_CODE.badCredentials) {
      return t(phoneLogin ? "login.error.badCredentialsPhone" : "login.error.badCredentials");
    }
    if (error.code === ERROR_CODE.accountLocked) return t("login.error.locked");
    if (error.code && error.message) return error.message;
  }
  return t("error.generic");
}

/**
 * Whether a refused sign-in looks like someone at the wrong company's page: the address's domain
 * is none of this company's allowed domains. Decided from what the person typed and the company's
 * public domain list only, never from whether the address exists (access §8 keeps 400.61 silent).
 */
export function looksLikeOtherCompany(identifier: string, domainSet: readonly string[]): boolean {
  const at = identifier.trim().lastIndexOf("@");
  if (at < 1 || domainSet.length === 0) return false;
  const domain = identifier
    .trim()
    .slice(at + 1)
    .toLowerCase();
  return !domainSet.some((allowed) => {
    const own = allowed.trim().toLowerCase().replace(/^@/, "");
    return domain === own || domain.endsWith(`.${own}`);
  });
}
