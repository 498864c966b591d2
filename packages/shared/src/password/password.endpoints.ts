import { defineEndpoint } from "../http/endpoint.ts";
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  passwordDoneSchema,
  passwordForgetResponseSchema,
  passwordStrengthBodySchema,
  passwordStrengthSchema,
  resetPasswordBodySchema,
  setPasswordBodySchema,
} from "./password.contract.ts";

export const passwordEndpoints = {
  postUserPassword: defineEndpoint({
    method: "POST",
    path: "/api/user/password",
    tag: "password",
    summary: "Set a first password (onboarding); 400.67 when one is already set",
    body: setPasswordBodySchema,
    response: passwordDoneSchema,
  }),
  putUserPassword: defineEndpoint({
    method: "PUT",
    path: "/api/user/password",
    tag: "password",
    summary: "Change the password with the current one; other sessions end",
    body: changePasswordBodySchema,
    response: passwordDoneSchema,
  }),
  postUserPasswordForget: defineEndpoint({
    method: "POST",
    path: "/api/user/password/forget",
    tag: "password",
    summary: "Mail a password reset link (always answers sent: no account is revealed)",
    body: forgotPasswordBodySchema,
    response: passwordForgetResponseSchema,
  }),
  postUserPasswordReset: defineEndpoint({
    method: "POST",
    path: "/api/user/password/reset",
    tag: "password",
    summary: "Set a new password with a reset link's token and user id; every session ends",
    body: resetPasswordBodySchema,
    response: passwordDoneSchema,
  }),
  postUserPasswordStrength: defineEndpoint({
    method: "POST",
    path: "/api/user/password/strength",
    tag: "password",
    summary: "The password rules' verdict with the person's names (session or reset link)",
    body: passwordStrengthBodySchema,
    response: passwordStrengthSchema,
  }),
};
