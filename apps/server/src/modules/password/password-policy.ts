import {
  checkPassword,
  type PasswordContext,
  type PasswordStrength,
  passwordErrorMessage,
} from "@chorus/shared/password/password.rules";
import { AppError } from "../../platform/errors.ts";
import type { AccountRow } from "../login-link/index.ts";

/** What a user's password may not contain: their names, e-mail and company (access §5). */
export const passwordContextOf = (a: AccountRow): PasswordContext => ({
  companyName: a.company.name,
  subdomain: a.company.subdomain,
  email: a.email,
  firstName: a.firstName,
  lastName: a.lastName,
});

/** The server's final word: a refused password is a 400 with the rule's code and message. */
export function requireAcceptablePassword(password: string, context: PasswordContext): PasswordStrength {
  const result = checkPassword(password, context);
  if (result.code) throw new AppError(400, result.code, passwordErrorMessage(result));
  return result;
}
