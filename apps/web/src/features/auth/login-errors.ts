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
