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
