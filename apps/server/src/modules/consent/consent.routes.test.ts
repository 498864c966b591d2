import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { makeNewcomer } from "../onboarding/onboarding.test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TOS_VERSION: "3", PRIVACY_POLICY_VERSION: "2" });
});
afterAll(() => t.close());

describe("GET/POST /api/user/consent", () => {
  it("a user who never consented is out of date, with the instance's versions", async () => {
    const { client } = await makeNewcomer(t, "globex");
    const response = await client.get("/api/user/consent");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      termOfServiceVersion: null,
      latestTermOfService: "3",
      privacyPolicyVersion: null,
      latestPrivacyPolicy: "2",
      customerPrivacyPolicyVersion: null,
      latestCustomerPrivacyPolicyVersion: null,
      customization: { type: "none" },
      isUpToDate: false,
    });
  });

  it("refuses unticked boxes with the spec's warning and records the versions when ticked", async () => {
    const { client } = await makeNewcomer(t, "globex");
    const refused = await client.post("/api/user/consent", { termOfService: true, privacyPolicy: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Please accept the Terms of Service and Privacy Policy");
    const accepted = await client.post("/api/user/consent", { termOfService: true, privacyPolicy: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      termOfServiceVersion: "3",
      privacyPolicyVersion: "2",
      isUpToDate: true,
    });
    expect((await client.get("/api/user/consent")).json().isUpToDate).toBe(true);
  });

  it("a link policy needs its box ('…Policies'); a new version asks again", async () => {
    const admin = await t.signIn(DEMO_USERS.admin);
    const { client } = await makeNewcomer(t, "acme");
    expect(
      (await admin.put("/api/onboarding/privacypolicy", { link: "https://acme.example/privacy" })).statusCode,
    ).toBe(200);
    const state = (await client.get("/api/user/consent")).json();
    expect(state.customization).toEqual({ type: "link", link: "https://acme.example/privacy" });
    expect(state.latestCustomerPrivacyPolicyVersion).toBeGreaterThan(0);
    const refused = await client.post("/api/user/consent", { termOfService: true, privacyPolicy: true });
    expect(refused.json().message).toBe("Please accept the Terms of Service and Privacy Policies");
    const ok = await client.post("/api/user/consent", {
      termOfService: true,
      privacyPolicy: true,
      customerPolicy: true,
    });
    expect(ok.json()).toMatchObject({
      isUpToDate: true,
      customerPrivacyPolicyVersion: state.latestCustomerPrivacyPolicyVersion,
    });

    await admin.put("/api/onboarding/privacypolicy", {
      headline: "Acme code of conduct",
      body: "<p>Be kind.</p><script>alert(1)</script>",
    });
    const again = (await client.get("/api/user/consent")).json();
    expect(again.isUpToDate).toBe(false);
    expect(again.customization).toEqual({
      type: "text",
      headline: "Acme code of conduct",
      body: "<p>Be kind.</p>",
    });
    const text = await client.post("/api/user/consent", {
      termOfService: true,
      privacyPolicy: true,
      customerPolicy: false,
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("Please accept the conditions to proceed");

    const companyId = await t.companyId("acme");
    await admin.delete(`/api/onboarding/privacypolicy/${companyId}`);
    expect((await client.get("/api/user/consent")).json()).toMatchObject({
      customization: { type: "none" },
      latestCustomerPrivacyPolicyVersion: null,
      isUpToDate: true,
    });
  });

  it("needs a session", async () => {
    expect((await t.client().get("/api/user/consent")).statusCode).toBe(401);
  });
});
