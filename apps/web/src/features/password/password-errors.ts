import { PASSWORD_ERROR_CODES } from "@chorus/shared/password/password.rules";
import type { TFunction } from "i18next";
import { isApiError } from "../../api/api-error.ts";
import { strengthMessage } from "./strength-text.ts";

const PASSWORD_CODES: readonly string[] = Object.values(PASSWORD_ERROR_CODES);

/** Access §5: 400.55/56/57/58/62 carry the §5 sentence; other coded errors show the server's message. */
export function passwordErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.code && PASSWORD_CODES.includes(error.code)) return strengthMessage(error.message, t);
    if (error.code && error.message) return error.message;
  }
  return t("error.generic");
}
