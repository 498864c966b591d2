import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, mailOutbox } from "../db/schema/index.ts";
import {
  ACME_HOST,
  at,
  createMailTestApp,
  GLOBEX_HOST,
} from "../modules/login-link/accounts.test-helpers.ts";
import { linkIn, recipientOf, type SmtpCatcher } from "../platform/mail/smtp-catcher.test-helpers.ts";
import { DEMO_USERS, GLOBEX_ADMIN, GLOBEX_SHARER, type TestApp, type TestClient } from "./test-app.ts";

/** Accounts across tenants: another company's mail, links and tokens are not found or not valid. */
let t: TestApp;
let globexAdmin: TestClient;
let acmeMailId: string;
let acmeResetToken: string;

let close: () => Promise<void>;

beforeAll(async () => {
  let smtp: SmtpCatcher;
  // The reset link reaches only its recipient (the outbox hides it): read it as she would.
  ({ t, smtp, close } = await createMailTestApp());
  globexAdmin = await t.signIn(GLOBEX_ADMIN);
  await at(t.client(), ACME_HOST).post("/api/user/password/forget", { email: DEMO_USERS.sharer });
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, DEMO_USERS.sharer));
  if (!mail) throw new Error("no Acme mail in the outbox");
  acmeMailId = mail.id;
  const received = await smtp.waitFor((m) => recipientOf(m) === DEMO_USERS.sharer);
  acmeResetToken = linkIn(received, "/resetPassword").searchParams.get("token") as string;
});
afterAll(() => close());

const passwordHashOf = async (email: string) => {
  const [row] = await t.database.db
    .select({ hash: appUser.passwordHash })
    .from(appUser)
    .where(eq(appUser.id, await t.userId(email)));
  return row?.hash;
};

describe("tenant isolation: accounts", () => {
  it("a Globex admin does not see Acme's outbox and cannot open an Acme mail", async () => {
    const list = await globexAdmin.get("/api/mail/outbox");
    expect(list.statusCode).toBe(200);
    expect(list.json().mailList.map((m: { _id: string }) => m._id)).not.toContain(acmeMailId);
    expect(JSON.stringify(list.json())).not.toMatch(/acme/i);
    const one = await globexAdmin.get(`/api/mail/outbox/${acmeMailId}`);
    expect(one.statusCode).toBe(404);
  });

  it("an Acme user's reset token does not work with a Globex user's id, and nobody's password changes", async () => {
    expect(acmeResetToken).toBeTruthy();
    const globexHash = await passwordHashOf(GLOBEX_SHARER);
    const acmeHash = await passwordHashOf(DEMO_USERS.sharer);
    const response = await t.client().post("/api/user/password/reset", {
      token: acmeResetToken,
      userId: await t.userId(GLOBEX_SHARER),
      newPassword: "Violet-Meadow-Lantern-42",
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["x-smarp-error-code"]).toBe("400.64");
    expect(await passwordHashOf(GLOBEX_SHARER)).toBe(globexHash);
    expect(await passwordHashOf(DEMO_USERS.sharer)).toBe(acmeHash);

    const strength = await t.client().post("/api/user/password/strength", {
      password: "Violet-Meadow-Lantern-42",
      token: acmeResetToken,
      userId: await t.userId(GLOBEX_SHARER),
    });
    expect(strength.statusCode).toBe(400);
  });

  it("Globex's site sends no login link to an Acme address", async () => {
    const before = await t.database.db.$count(mailOutbox);
    const response = await at(t.client(), GLOBEX_HOST).put("/api/user", { email: DEMO_USERS.sharer });
    expect(response.statusCode).toBe(404);
    expect(await t.database.db.$count(mailOutbox)).toBe(before);
  });

  it("Globex's site sends no reset link to an Acme address", async () => {
    const before = await t.database.db.$count(mailOutbox);
    const response = await at(t.client(), GLOBEX_HOST).post("/api/user/password/forget", {
      email: DEMO_USERS.sharer,
    });
    expect(response.statusCode).toBe(200);
    expect(await t.database.db.$count(mailOutbox)).toBe(before);
  });
});
