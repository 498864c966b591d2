import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, GLOBEX_SHARER, type TestApp, type TestClient } from "../test/test-app.ts";
import { CSRF_COOKIE, SESSION_COOKIE } from "./cookies.ts";

/** The CSRF token is bound to the session it was minted for (issue 9, finding 7). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cookieHeader = (cookies: Record<string, string | undefined>) =>
  Object.entries(cookies)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

/** A state-changing call of the signed-in victim: keep the role she has. */
function switchRole(cookies: Record<string, string | undefined>, token: string | undefined, role: string) {
  return t.app.inject({
    method: "PUT",
    url: "/api/session",
    headers: { cookie: cookieHeader(cookies), ...(token ? { "x-csrf-token": token } : {}) },
    payload: { role },
  });
}

function expectCsrfRefusal(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(403);
  expect(response.headers["x-smarp-error-code"]).toBe("403.108");
}

describe("CSRF token bound to the session", () => {
  let victim: TestClient;
  beforeAll(async () => {
    victim = await t.signIn(DEMO_USERS.sharer);
  });

  it("accepts the victim's own token with her own cookies", async () => {
    const response = await switchRole(
      {
        [SESSION_COOKIE]: victim.cookies.get(SESSION_COOKIE),
        [CSRF_COOKIE]: victim.cookies.get(CSRF_COOKIE),
      },
      victim.csrfToken,
      "sharer",
    );
    expect(response.statusCode).toBe(200);
  });

  it("refuses a token and cookie minted for another session of the same company", async () => {
    const attacker = await t.signIn(DEMO_USERS.channel_manager);
    const response = await switchRole(
      {
        [SESSION_COOKIE]: victim.cookies.get(SESSION_COOKIE),
        [CSRF_COOKIE]: attacker.cookies.get(CSRF_COOKIE),
      },
      attacker.csrfToken,
      "sharer",
    );
    expectCsrfRefusal(response);
  });

  it("refuses a token and cookie minted for another tenant's user", async () => {
    const attacker = await t.signIn(GLOBEX_SHARER);
    const response = await switchRole(
      {
        [SESSION_COOKIE]: victim.cookies.get(SESSION_COOKIE),
        [CSRF_COOKIE]: attacker.cookies.get(CSRF_COOKIE),
      },
      attacker.csrfToken,
      "sharer",
    );
    expectCsrfRefusal(response);
  });

  it("refuses a token and cookie minted in another, anonymous browser", async () => {
    const stranger = t.client();
    await stranger.refreshCsrf();
    const response = await switchRole(
      {
        [SESSION_COOKIE]: victim.cookies.get(SESSION_COOKIE),
        [CSRF_COOKIE]: stranger.cookies.get(CSRF_COOKIE),
      },
      stranger.csrfToken,
      "sharer",
    );
    expectCsrfRefusal(response);
  });

  it("refuses the victim's own token once her session is gone, even for an anonymous route", async () => {
    const leaving = await t.signIn(DEMO_USERS.sharer);
    const token = leaving.csrfToken;
    const stale = leaving.cookies.get(SESSION_COOKIE);
    const csrfCookie = leaving.cookies.get(CSRF_COOKIE);
    expect((await leaving.get("/auth/out")).statusCode).toBe(302);
    const response = await switchRole(
      { [SESSION_COOKIE]: stale, [CSRF_COOKIE]: csrfCookie },
      token,
      "sharer",
    );
    // Without a session the route answers 401 first; what matters is that nothing is accepted.
    expect(response.statusCode).not.toBe(200);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/user/password/strength",
      headers: {
        cookie: cookieHeader({ [CSRF_COOKIE]: leaving.cookies.get(CSRF_COOKIE) }),
        "x-csrf-token": token,
      },
      payload: { password: "x" },
    });
    expectCsrfRefusal(anonymous);
  });
});

describe("CSRF before and at sign-in", () => {
  it("lets an anonymous browser sign in with its pre-session token, and rotates the token at sign-in", async () => {
    const browser = t.client();
    await browser.refreshCsrf();
    const before = browser.csrfToken;
    const signIn = await browser.post("/auth/password", {
      email: DEMO_USERS.sharer,
      password: "Sunny-Harbor-2026",
    });
    expect(signIn.statusCode).toBe(200);
    const handedOut = signIn.headers["x-csrf-token"];
    expect(typeof handedOut).toBe("string");
    expect(handedOut).not.toBe(before);

    // The pre-session token no longer works with the new session…
    expectCsrfRefusal(
      await browser.request({ method: "PUT", url: "/api/session", payload: { role: "sharer" } }),
    );
    // …the one the sign-in answer carried does, and so does the one GET /api/session hands out.
    const withNew = await browser.request({
      method: "PUT",
      url: "/api/session",
      payload: { role: "sharer" },
      headers: { "x-csrf-token": String(handedOut) },
    });
    expect(withNew.statusCode).toBe(200);
    await browser.refreshCsrf();
    expect(browser.csrfToken).toBe(handedOut);
  });

  it("a token minted for a session works from that session only, whatever CSRF cookie rides along", async () => {
    const first = await t.signIn(DEMO_USERS.sharer);
    const second = await t.signIn(DEMO_USERS.sharer);
    expect(first.csrfToken).not.toBe(second.csrfToken);
    const crossed = await switchRole(
      {
        [SESSION_COOKIE]: second.cookies.get(SESSION_COOKIE),
        [CSRF_COOKIE]: second.cookies.get(CSRF_COOKIE),
      },
      first.csrfToken,
      "sharer",
    );
    expectCsrfRefusal(crossed);
  });
});
