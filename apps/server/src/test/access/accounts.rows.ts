import type { AccessRow } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

/**
 * Mail outbox, passwords, registration, login link, recovery and subdomain check. The matrix runs
 * on localhost (no host company) with the demo users, who all have passwords, so the outcome an
 * allowed caller gets is often a well-defined 4xx of the route itself (noted per row). What each
 * route does is tested in modules/{password,registration,login-link} and platform/mail.
 */
const NO_SUCH_ID = "0123456789abcdef01234567";
const STRONG_PASSWORD = "Violet-Meadow-Lantern-42";

export const accountsRows: AccessRow[] = [
  { method: "GET", route: "/api/mail/outbox", allowed: MANAGERS },
  {
    method: "GET",
    route: "/api/mail/outbox/:mailId",
    url: () => `/api/mail/outbox/${NO_SUCH_ID}`,
    allowed: MANAGERS,
    okStatus: 404,
  },
  {
    method: "POST",
    route: "/api/user/password",
    body: () => ({ newPassword: STRONG_PASSWORD }),
    allowed: "signedIn",
    // Every demo user already has a password: 400.67.
    okStatus: 400,
  },
  {
    method: "PUT",
    route: "/api/user/password",
    body: () => ({ oldPassword: "not-the-password", newPassword: STRONG_PASSWORD }),
    allowed: "signedIn",
    // A wrong current password: 400.63, nothing changes.
    okStatus: 400,
  },
  {
    method: "POST",
    route: "/api/user/password/forget",
    body: () => ({ email: "nobody@acme.example" }),
    allowed: "everyone",
  },
  {
    method: "POST",
    route: "/api/user/password/reset",
    body: (f) => ({ token: "not-a-token", userId: f.bystanderId, newPassword: STRONG_PASSWORD }),
    allowed: "everyone",
    // 400.64: the link is not valid.
    okStatus: 400,
  },
  {
    method: "POST",
    route: "/api/user/password/strength",
    body: () => ({ password: STRONG_PASSWORD }),
    allowed: "everyone",
  },
  { method: "GET", route: "/api/captcha/challenge", allowed: "everyone" },
  {
    method: "POST",
    route: "/api/user/register",
    body: () => ({ email: "newcomer@acme.example", captcha: "bm9wZQ==" }),
    allowed: "everyone",
    // localhost names no company to register with: 400.
    okStatus: 400,
  },
  {
    method: "PUT",
    route: "/api/user/register/reminder",
    body: () => ({ email: "newcomer@acme.example" }),
    allowed: "everyone",
    okStatus: 400,
  },
  {
    method: "PUT",
    route: "/api/user",
    body: () => ({ email: "nobody@acme.example" }),
    allowed: "everyone",
    // 404.2 'User not found'.
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/auth/link/:token",
    url: () => "/auth/link/not-a-real-token",
    allowed: "everyone",
    // To the login page with loginLinkError=invalid; the caller's session is untouched.
    okStatus: 302,
  },
  { method: "GET", route: "/api/user/login-link/domains", allowed: "everyone" },
  {
    method: "POST",
    route: "/api/user/recovery",
    body: () => ({ email: "nobody@nowhere.example" }),
    allowed: "everyone",
  },
  {
    method: "POST",
    route: "/api/subdomain/check",
    body: () => ({ subdomain: "acme" }),
    allowed: "everyone",
  },
];
