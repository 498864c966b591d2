import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS, type TestClient } from "../../test/test-app.ts";
import { connect, type ShareKit, startShareKit } from "./testing/share-test-kit.ts";

/** GET /api/socnet/linkedin/company/search against the local fake of LinkedIn's REST API. */
let kit: ShareKit;
let ada: TestClient;
beforeAll(async () => {
  kit = await startShareKit();
  ada = await kit.t.signIn(DEMO_USERS.admin);
});
afterAll(() => kit.close());

const search = (client: TestClient, query: string) =>
  client.get(`/api/socnet/linkedin/company/search?query=${encodeURIComponent(query)}`);

describe("GET /api/socnet/linkedin/company/search", () => {
  it("asks to connect LinkedIn first (409.30) when the admin has no connection", async () => {
    const response = await search(ada, "acme");
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("409.30");
  });

  it("finds the company page by its vanity name with the member's token and LinkedIn's versioned headers", async () => {
    await connect(kit, ada, "linkedin");
    const before = kit.fake.requests.length;
    const response = await search(ada, "https://www.linkedin.com/company/acme/");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().organizationList).toEqual([
      {
        id: "2414183",
        urn: "urn:li:organization:2414183",
        name: "Acme Corporation",
        vanityName: "acme",
        logoUrl: null,
      },
    ]);
    const call = kit.fake.requests.slice(before).find((r) => r.path.startsWith("/li/rest/organizations"));
    expect(call?.method).toBe("GET");
    expect(call?.path).toBe("/li/rest/organizations?q=vanityName&vanityName=acme");
    expect(call?.headers.authorization).toMatch(/^Bearer /);
    expect(call?.headers["x-restli-protocol-version"]).toBe("2.0.0");
  });

  it("answers an empty list for a page LinkedIn does not know, and refuses an empty query", async () => {
    expect((await search(ada, "Initech Ltd")).json()).toEqual({ organizationList: [] });
    expect((await search(ada, " ")).statusCode).toBe(400);
  });

  it("is for admin-level only", async () => {
    const emma = await kit.t.signIn(DEMO_USERS.sharer);
    expect((await search(emma, "acme")).statusCode).toBe(403);
  });
});
