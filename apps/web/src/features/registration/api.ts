import { registrationEndpoints } from "@chorus/shared/registration/registration.endpoints";
import { useMutation } from "@tanstack/react-query";
import { call, endpointUrl } from "../../api/call.ts";

export const CAPTCHA_CHALLENGE_PATH = endpointUrl(registrationEndpoints.getCaptchaChallenge);

/** POST /api/user/register {email, captcha}: sends the sign-up mail. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: { email: string; captcha: string }) =>
      call(registrationEndpoints.postUserRegister, { body }),
  });
}

/** PUT /api/user/register/reminder {email}: 'Resend email'. */
export function useRegisterReminder() {
  return useMutation({
    mutationFn: (email: string) => call(registrationEndpoints.putUserRegisterReminder, { body: { email } }),
  });
}
