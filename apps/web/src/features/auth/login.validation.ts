import { identifierKind, type PasswordLoginBody } from "@chorus/shared/auth/auth.contract";

export interface LoginInput {
  identifier: string;
  password: string;
}

export type LoginValidation = { ok: true; body: PasswordLoginBody } | { ok: false; messageKey: string };

/**
 * Access §5: both fields are required, and the identifier must be an e-mail or (with phone login)
 * a phone number. The messages name phone only when phone login is in use.
 */
export function validateLogin(input: LoginInput, phoneLogin: boolean): LoginValidation {
  const identifier = input.identifier.trim();
  if (identifier === "" || input.password === "") {
    return {
      ok: false,
      messageKey: phoneLogin ? "login.error.missingPhoneOrEmail" : "login.error.missingEmail",
    };
  }
  const kind = identifierKind(identifier);
  if (kind === "email") return { ok: true, body: { email: identifier, password: input.password } };
  if (kind === "phone" && phoneLogin)
    return { ok: true, body: { phone: identifier, password: input.password } };
  return { ok: false, messageKey: "login.error.invalidIdentifier" };
}

/** True when the login button may be pressed with these values (access §4: disabled while empty). */
export const loginFieldsFilled = (input: LoginInput): boolean =>
  input.identifier !== "" && input.password !== "";
