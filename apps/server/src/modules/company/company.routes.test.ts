import { DEFAULT_PRIVACY_POLICY } from "@chorus/shared/company/legal.defaults";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "../../db/schema/index.ts";
import { linkIn, recipientOf, type SmtpCatcher } from "../../platform/mail/smtp-catcher.test-helpers.ts";
import { DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "../../test/test-app.ts";
import { SUBDOMAIN_TAKEN } from "../company-creation/company-creation.service.ts";
import { ACME_HOST, at, createMailTestApp } from "../login-link/accounts.test-helpers.ts";
import { LABS_STAFF_ONLY } from "./company-admin.service.ts";

let t: TestApp;
let smtp: SmtpCatcher;
let close: () => Promise<void>;
let ada: TestClient;
let sam: TestClient;
let pablo: TestClient;
let acmeId: string;
const url = () => `/api/company/${acmeId}`;

beforeAll(async () => {
  ({ t, smtp, close } = await createMailTestApp());
  ada = await t.signIn(DEMO_USERS.admin);
  sam = await t.signIn(DEMO_USERS.smarper);
  pablo = await t.signIn(DEMO_USERS.partner);
  acmeId = await t.companyId("acme");
});
afterAll(() => close());

describe("GET/POST /api/company", () => {
  it("lists every company for a smarper, with its active users", async () => {
    const response = await sam.get("/api/company");
    expect(response.statusCode, response.body).toBe(200);
    const names = response.json().companyList.map((c: { subdomain: string }) => c.subdomain);
    expect(names).toEqual(expect.arrayContaining(["acme", "globex"]));
    const acme = response.json().companyList.find((c: { subdomain: string }) => c.subdomain === "acme");
    expect(acme.userCount).toBeGreaterThan(5);
  });

  it("creates a company whose first admin is invited by a mail that signs them in", async () => {
    const created = await sam.post("/api/company", {
      name: "Initech",
      subdomain: "Initech",
      adminEmail: "Peter@Initech.Example",
      adminFirstName: "Peter",
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().company).toMatchObject({ name: "Initech", subdomain: "initech", userCount: 1 });
    const mail = await smtp.waitFor((m) => recipientOf(m) === "peter@initech.example");
    expect(mail.subject).toBe("You are the admin of Initech on Chorus");
    expect(mail.text).toContain("expires in 24 hours");
    const browser = t.client();
    const opened = await browser.get(linkIn(mail, "/auth/link/").pathname);
    expect(opened.statusCode).toBe(302);
    const session = (await browser.get("/api/session2")).json();
    expect(session.user).toMatchObject({ email: "peter@initech.example", role: "admin" });
    expect(session.company).toMatchObject({ name: "Initech", HighlightColor: "#ED5D40" });
  });

  it("lists for a partner its own company and those it created, not the others", async () => {
    const created = await pablo.post("/api/company", {
      name: "Hooli",
      subdomain: "hooli",
      adminEmail: "gavin@hooli.example",
    });
    expect(created.statusCode, created.body).toBe(200);
    const names = (await pablo.get("/api/company"))
      .json()
      .companyList.map((c: { subdomain: string }) => c.subdomain);
    expect(names.sort()).toEqual(["acme", "hooli", "initech"].sort());
    const globex = await t.signIn(GLOBEX_ADMIN);
    expect((await globex.get("/api/company")).statusCode).toBe(403);
  });

  it.each([
    ["a taken subdomain", { subdomain: "acme" }, SUBDOMAIN_TAKEN],
    ["a reserved subdomain", { subdomain: "www" }, SUBDOMAIN_TAKEN],
    ["a subdomain with a dot", { subdomain: "a.b" }, "subdomain: lower-case letters"],
    ["no name", { name: " " }, "name: required"],
    ["a bad e-mail", { adminEmail: "nobody" }, "adminEmail: not an e-mail address"],
  ])("refuses %s with 400", async (_label, change, message) => {
    const response = await sam.post("/api/company", {
      name: "Umbrella",
      subdomain: "umbrella",
      adminEmail: "alice@umbrella.example",
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

/** Every editable field of core §3, changed and read back (the spec's names on both sides). */
const FIELD_CHANGES: [string, Record<string, unknown>][] = [
  ["name", { name: "Acme Corporation" }],
  ["isSelfRegistrationEnabled", { isSelfRegistrationEnabled: true }],
  ["isGroupEnabled", { isGroupEnabled: false }],
  ["RewardEnabled", { RewardEnabled: true }],
  ["isHideResourcesEnabled", { isHideResourcesEnabled: true }],
  ["isArchivedReadEnabled", { isArchivedReadEnabled: true }],
  ["isChannelManagerEnabled", { isChannelManagerEnabled: false }],
  ["isGamificationDisabled", { isGamificationDisabled: true }],
  ["isInfluencerScoreHidden", { isInfluencerScoreHidden: true }],
  ["isTosEnabled", { isTosEnabled: true }],
  ["isGetMobileAppDisabled", { isGetMobileAppDisabled: true }],
  ["isSlackAppEnabled", { isSlackAppEnabled: true }],
  ["invitePoint", { invitePoint: 7 }],
  ["proposePostPoint", { proposePostPoint: 8 }],
  ["uniqueClickPoint", { uniqueClickPoint: 9 }],
  ["isUserPublishEnabled", { isUserPublishEnabled: true }],
  ["commentEnabled", { commentEnabled: false }],
  ["defaultPostExpiration", { defaultPostExpiration: 30 }],
  ["isDefaultPostTypeShareable", { isDefaultPostTypeShareable: false }],
  ["postCreation.adminsOnlyPosting", { postCreation: { adminsOnlyPosting: true } }],
  ["domainSet", { domainSet: ["acme.example", "acme-corp.example"] }],
  ["defaultInvitationMessage", { defaultInvitationMessage: "Join us on Chorus!" }],
  ["termsOfService", { termsOfService: "Our own terms." }],
];

describe("GET/PUT /api/company/{companyId}", () => {
  it.each(FIELD_CHANGES)("changes %s and reads it back", async (_field, change) => {
    const before = (await ada.get(url())).json();
    const saved = await ada.put(url(), change);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(change);
    expect((await ada.get(url())).json()).toMatchObject(change);
    // Only the field sent changed.
    const after = (await ada.get(url())).json();
    for (const key of Object.keys(before)) if (!(key in change)) expect(after[key]).toEqual(before[key]);
    await ada.put(url(), Object.fromEntries(Object.keys(change).map((k) => [k, before[k]])));
  });

  // Core §2 route table: /company/{companyId} is for managers, group admins and channel managers.
  it.each([
    ["a group admin", DEMO_USERS.group_admin],
    ["a channel manager", DEMO_USERS.channel_manager],
  ])("lets %s read the settings but not change them", async (_who, email) => {
    const reader = await t.signIn(email);
    expect((await reader.get(url())).statusCode).toBe(200);
    expect((await reader.put(url(), { commentEnabled: false })).statusCode).toBe(403);
  });

  it("keeps sharers and analysts out of the settings", async () => {
    for (const email of [DEMO_USERS.sharer, DEMO_USERS.channel_analyst]) {
      const outsider = await t.signIn(email);
      expect((await outsider.get(url())).statusCode).toBe(403);
    }
  });

  it.each([
    ["negative points", { invitePoint: -1 }],
    ["fractional points", { uniqueClickPoint: 1.5 }],
    ["points as text", { proposePostPoint: "abc" }],
    ["an expiration of 0 days", { defaultPostExpiration: 0 }],
    ["a domain that is none", { domainSet: ["not a domain"] }],
    ["an unknown field", { isEverythingFree: true }],
    ["the subdomain (not editable)", { subdomain: "evil" }],
  ])("refuses %s with 400", async (_label, body) => {
    const response = await ada.put(url(), body);
    expect(response.statusCode).toBe(400);
  });

  it("accepts the points form's call (_id and one value) and refuses another company's _id", async () => {
    const ok = await ada.put(url(), { _id: acmeId, invitePoint: 5 });
    expect(ok.json().invitePoint).toBe(5);
    const globexId = await t.companyId("globex");
    expect((await ada.put(url(), { _id: globexId, invitePoint: 6 })).statusCode).toBe(400);
    await ada.put(url(), { invitePoint: 0 });
  });

  it("leaves the labs to smarpers and partners", async () => {
    const refused = await ada.put(url(), { smarpLabList: ["people"] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LABS_STAFF_ONLY);
    const before = (await sam.get(url())).json().smarpLabList as string[];
    const saved = await sam.put(url(), { smarpLabList: [...before, "social_feed", "social_feed"] });
    expect(saved.json().smarpLabList).toEqual([...before, "social_feed"]);
    await sam.put(url(), { smarpLabList: before });
  });
});

describe("PUT/DELETE /api/company/{companyId}/whitelabel", () => {
  it("brands the login page of the company's subdomain and its mail, and DELETE restores the defaults", async () => {
    const saved = await ada.put(`${url()}/whitelabel`, {
      ImageUrl: "https://cdn.acme.example/logo.png",
      ImageUrlLogin: "https://cdn.acme.example/login.jpg",
      HighlightColor: "#1a7f37",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      HighlightColor: "#1A7F37",
      ImageUrl: "https://cdn.acme.example/logo.png",
    });

    const config = (await at(t.client(), ACME_HOST).get("/api/config")).json();
    expect(config.company).toMatchObject({
      ImageUrl: "https://cdn.acme.example/logo.png",
      ImageUrlLogin: "https://cdn.acme.example/login.jpg",
      HighlightColor: "#1A7F37",
    });

    const before = smtp.messages.length;
    await at(t.client(), ACME_HOST).put("/api/user", { email: DEMO_USERS.sharer });
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before);
    expect(mail.html).toContain("#1A7F37");
    expect(mail.html).toContain("https://cdn.acme.example/logo.png");

    const reset = await ada.delete(`${url()}/whitelabel`);
    expect(reset.json()).toMatchObject({ HighlightColor: "#ED5D40", ImageUrl: null, ImageUrlLogin: null });
  });

  it("keeps an uploaded logo in its canonical form and refuses another company's upload", async () => {
    const own = `/images/media/${acmeId}/AbCdEfGhIjKlMnOpQrStUv.png`;
    const saved = await ada.put(`${url()}/whitelabel`, { ImageUrl: `${own}?exp=1&sig=abc` });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.database.db.select().from(company).where(eq(company.id, acmeId));
    expect(row?.imageUrl).toBe(own);
    const globexId = await t.companyId("globex");
    const foreign = await ada.put(`${url()}/whitelabel`, {
      ImageUrl: `/images/media/${globexId}/AbCdEfGhIjKlMnOpQrStUv.png`,
    });
    // The input guard refuses another company's media in any body before the service sees it.
    expect(foreign.statusCode).toBe(400);
    const [after] = await t.database.db.select().from(company).where(eq(company.id, acmeId));
    expect(after?.imageUrl).toBe(own);
    await ada.delete(`${url()}/whitelabel`);
  });

  it.each([
    ["a colour that is none", { HighlightColor: "red" }],
    ["a script colour", { HighlightColor: "#fff;background:url(x)" }],
    ["a plain http logo", { ImageUrl: "http://cdn.example/logo.png" }],
    ["a javascript: logo", { ImageUrl: "javascript:alert(1)" }],
  ])("refuses %s with 400", async (_label, body) => {
    expect((await ada.put(`${url()}/whitelabel`, body)).statusCode).toBe(400);
  });
});

describe("GET /api/config/legal", () => {
  it("shows the product's texts until the company enables its own", async () => {
    await ada.put(url(), { isTosEnabled: false, privacyPolicy: "Acme keeps your data in Finland." });
    const product = (await at(t.client(), ACME_HOST).get("/api/config/legal")).json();
    expect(product).toMatchObject({ isCompanyText: false, privacyPolicy: DEFAULT_PRIVACY_POLICY });
    await ada.put(url(), { isTosEnabled: true });
    const own = (await at(t.client(), ACME_HOST).get("/api/config/legal")).json();
    expect(own).toMatchObject({
      companyName: "Acme",
      isCompanyText: true,
      privacyPolicy: "Acme keeps your data in Finland.",
    });
    const globex = (await at(t.client(), "globex.localhost").get("/api/config/legal")).json();
    expect(globex.privacyPolicy).toBe(DEFAULT_PRIVACY_POLICY);
    await ada.put(url(), { isTosEnabled: false, privacyPolicy: "" });
  });
});
