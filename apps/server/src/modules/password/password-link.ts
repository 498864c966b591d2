import type { LoginLinkError } from "@chorus/shared/login-link/login-link.contract";
import { AppError } from "../../platform/errors.ts";

const LINK_MESSAGES: Record<LoginLinkError, string> = {
  expired: "This password reset link has expired. Please ask for a new one.",
  used: "This password reset link was already used. Please ask for a new one.",
  invalid: "This password reset link is not valid. Please ask for a new one.",
};

/** 400.64 with a message that says what is wrong with the link. */
export const unusableResetLink = (reason: LoginLinkError) =>
  new AppError(400, "400.64", LINK_MESSAGES[reason]);
