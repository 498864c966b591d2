import type { CookieSerializeOptions } from "@fastify/cookie";

export const SESSION_COOKIE = "chorus_sid";
export const CSRF_COOKIE = "chorus_csrf";

/** The spec's session cookie attributes: SameSite=None; Secure; Path=/; HttpOnly. */
export const secureCookie: CookieSerializeOptions = {
  path: "/",
  httpOnly: true,
  secure: true,
  sameSite: "none",
};
