import type {
  passwordStrengthBodySchema,
  passwordStrengthSchema,
} from "@chorus/shared/password/password.contract";
import { passwordEndpoints } from "@chorus/shared/password/password.endpoints";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../api/call.ts";

/** The server's verdict on a password. */
export type PasswordStrength = z.infer<typeof passwordStrengthSchema>;
export type StrengthRequest = z.input<typeof passwordStrengthBodySchema>;

/** POST /api/user/password/strength: the server's verdict while the person types (access §5). */
export const checkPasswordStrength = (body: StrengthRequest, signal?: AbortSignal) =>
  call(passwordEndpoints.postUserPasswordStrength, { body, signal });

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => call(passwordEndpoints.postUserPasswordForget, { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; userId: string; newPassword: string }) =>
      call(passwordEndpoints.postUserPasswordReset, { body }),
  });
}

/** PUT /api/user/password: account settings. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      call(passwordEndpoints.putUserPassword, { body }),
  });
}

/** POST /api/user/password: the onboarding password step. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (newPassword: string) => call(passwordEndpoints.postUserPassword, { body: { newPassword } }),
  });
}
