import { useMutation } from "@tanstack/react-query";
import { api } from "../../api/client.ts";

export const CAPTCHA_CHALLENGE_PATH = "/api/captcha/challenge";

/** POST /api/user/register {email, captcha}: sends the sign-up mail. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: { email: string; captcha: string }) =>
      api.send<{ sent: boolean }>("POST", "/api/user/register", body),
  });
}

/** PUT /api/user/register/reminder {email}: 'Resend email'. */
export function useRegisterReminder() {
  return useMutation({
    mutationFn: (email: string) => api.send<unknown>("PUT", "/api/user/register/reminder", { email }),
  });
}

/** Access §8: the registration codes with their own dialog. */
export const REGISTRATION_ERROR = {
  userLimit: "400.7",
  domainNotAllowed: "400.14",
  emailUsed: "400.24",
} as const;
