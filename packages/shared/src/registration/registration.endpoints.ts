import { defineEndpoint } from "../http/endpoint.ts";
import {
  captchaChallengeSchema,
  registerBodySchema,
  registerReminderBodySchema,
  registerResponseSchema,
} from "./registration.contract.ts";

export const registrationEndpoints = {
  getCaptchaChallenge: defineEndpoint({
    method: "GET",
    path: "/api/captcha/challenge",
    tag: "registration",
    summary: "A proof-of-work captcha challenge (altcha) for the registration form",
    response: captchaChallengeSchema,
  }),
  postUserRegister: defineEndpoint({
    method: "POST",
    path: "/api/user/register",
    tag: "registration",
    summary: "Register with a company e-mail; mails a link that signs the newcomer in",
    body: registerBodySchema,
    response: registerResponseSchema,
  }),
  putUserRegisterReminder: defineEndpoint({
    method: "PUT",
    path: "/api/user/register/reminder",
    tag: "registration",
    summary: "Send the registration mail again ('Resend email')",
    body: registerReminderBodySchema,
    response: registerResponseSchema,
  }),
};
