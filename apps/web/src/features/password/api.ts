import { useMutation } from "@tanstack/react-query";
import { api } from "../../api/client.ts";

/** POST /api/user/password/strength: the server's verdict while the person types (access §5). */
export interface PasswordStrength {
  score: number;
  label: string;
  message?: string | null;
  barClassList: string[];
}

export interface StrengthRequest {
  password: string;
  token?: string;
  userId?: string;
}

export const checkPasswordStrength = (body: StrengthRequest, signal?: AbortSignal) =>
  api.request<PasswordStrength>("/api/user/password/strength", { method: "POST", body, signal });

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.send<unknown>("POST", "/api/user/password/forget", { email }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; userId: string; newPassword: string }) =>
      api.send<unknown>("POST", "/api/user/password/reset", body),
  });
}

/** PUT /api/user/password: account settings. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      api.send<unknown>("PUT", "/api/user/password", body),
  });
}

/** POST /api/user/password: the onboarding password step. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (newPassword: string) => api.send<unknown>("POST", "/api/user/password", { newPassword }),
  });
}
