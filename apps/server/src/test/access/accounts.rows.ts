import { newObjectId } from "@chorus/shared/ids/object-id";
import { mailOutbox } from "../../db/schema/index.ts";
import { issueAccountToken } from "../../modules/login-link/account-token.ts";
import { ACME_HOST, solveCaptcha } from "../../modules/login-link/accounts.test-helpers.ts";
import { DEMO_PASSWORD } from "../test-app.ts";
import type { AccessRow } from "./principals.ts";
import { MANAGERS, own } from "./principals.ts";

/**
 * Mail outbox, passwords, registration, login link, recovery and subdomain check, with real
 * objects: a mail in Acme's outbox, valid reset and login-link tokens, a solved captcha, a user
 * without a password (freshUser "passwordless"). The public account routes are called as a
 * browser on Acme's site sends them (Host acme.localhost): that is what names the company.
 */
const STRONG_PASSWORD = "Violet-Meadow-Lantern-42";
const onAcme = () => ({ host: ACME_HOST });
const newcomer = (principal: string) => `matrix-${principal}-${newObjectId().slice(-8)}@acme.example`;

export const accountsRows: AccessRow[] = [
  { method: "GET", route: "/api/mail/outbox", allowed: MANAGERS },
  {
    method: "GET",
    route: "/api/mail/outbox/:mailId",
    arrange: async (make, f) => {
      const [mail] = await make.db
        .insert(mailOutbox)
        .values({
          id: newObjectId(),
          companyId: f.companyId,
          toAddress: f.bystanderEmail,
          subject: "Your sign-in link",
          html: "<p>Sign in</p>",
          text: "Sign in",
          kind: "login_link",
        })
        .returning();
      return { mail: mail?.id ?? "" };
    },
    url: (f) => `/api/mail/outbox/${own(f, "mail")}`,
    allowed: MANAGERS,
  },
  {
    method: "POST",
    route: "/api/user/password",
    freshUser: "passwordless",
    body: () => ({ newPassword: STRONG_PASSWORD }),
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/user/password",
    freshUser: true,
    body: () => ({ oldPassword: DEMO_PASSWORD, newPassword: STRONG_PASSWORD }),
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/user/password/forget",
    headers: onAcme,
    body: (f) => ({ email: f.bystanderEmail }),
    allowed: "everyone",
  },
  {
    method: "POST",
    route: "/api/user/password/reset",
    arrange: async (make, f) => {
      const user = await make.user(f.companyId);
      const { token } = await issueAccountToken(make.db, {
        companyId: f.companyId,
        userId: user.id,
        purpose: "password_reset",
      });
      return { user: user.id, token };
    },
    body: (f) => ({ token: own(f, "token"), userId: own(f, "user"), newPassword: STRONG_PASSWORD }),
    freshClient: true,
    allowed: "everyone",
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
    arrange: async (_make, _f, client) => ({ captcha: await solveCaptcha(client) }),
    headers: onAcme,
    body: (f) => ({ email: newcomer(f.principal), captcha: own(f, "captcha") }),
    allowed: "everyone",
  },
  {
    method: "PUT",
    route: "/api/user/register/reminder",
    // A registration still waiting for its link to be opened.
    arrange: async (make, f) => {
      const user = await make.user(f.companyId, {
        email: newcomer(f.principal),
        isFresh: true,
        consent: false,
      });
      await issueAccountToken(make.db, { companyId: f.companyId, userId: user.id, purpose: "registration" });
      return { email: user.email ?? "" };
    },
    headers: onAcme,
    body: (f) => ({ email: own(f, "email") }),
    allowed: "everyone",
  },
  {
    method: "PUT",
    route: "/api/user",
    headers: onAcme,
    body: (f) => ({ email: f.bystanderEmail }),
    allowed: "everyone",
  },
  {
    method: "GET",
    route: "/auth/link/:token",
    arrange: async (make, f) => {
      const { token } = await issueAccountToken(make.db, {
        companyId: f.companyId,
        userId: f.bystanderId,
        purpose: "login_link",
      });
      return { token };
    },
    url: (f) => `/auth/link/${own(f, "token")}`,
    // Signs the browser in as the link's owner: a throw-away session.
    freshClient: true,
    allowed: "everyone",
    okStatus: 302,
  },
  { method: "GET", route: "/api/user/login-link/domains", allowed: "everyone" },
  {
    method: "POST",
    route: "/api/user/recovery",
    body: (f) => ({ email: f.bystanderEmail }),
    allowed: "everyone",
  },
  {
    method: "POST",
    route: "/api/subdomain/check",
    body: () => ({ subdomain: "acme" }),
    allowed: "everyone",
  },
];
