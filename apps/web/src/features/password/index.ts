/** What other features may use from password. */
export { useSetPassword } from "./api.ts";
export { ChangePasswordForm } from "./components/ChangePasswordForm.tsx";
export { NewPasswordField, passwordAcceptable } from "./components/NewPasswordField.tsx";
export { passwordErrorMessage } from "./password-errors.ts";
