import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, readConfirmation } from "../../db/schema/index.ts";
import {
  ACME_FIELD_SALES_LUKAS,
  ACME_SHARER_PRIYA,
  livePostIn,
  setPost,
} from "../../test/engagement-fixtures.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

let t: TestApp;
let emma: TestClient;
let admin: TestClient;
let newsPostId: string;
beforeAll(async () => {
  t = await createTestApp();
  emma = await t.signIn(DEMO_USERS.sharer);
  admin = await t.signIn(DEMO_USERS.admin);
  newsPostId = await livePostIn(t.database.db, "Company News");
  await setPost(t.database.db, newsPostId, { isReadConfirmationRequired: true });
  await t.database.db.delete(readConfirmation).where(eq(readConfirmation.postId, newsPostId));
});
afterAll(() => t.close());

/** The CSV's records without the byte-order mark (the test data holds no quoted line breaks). */
const records = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter((line) => line !== "");

describe("POST /api/post3/{postId}/confirmread", () => {
  it("confirms once and answers the first time on every later call", async () => {
    const first = await emma.post(`/api/post3/${newsPostId}/confirmread`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ isReadConfirmed: true, confirmedAt: expect.any(String) });
    const again = await Promise.all([1, 2, 3].map(() => emma.post(`/api/post3/${newsPostId}/confirmread`)));
    expect(again.map((r) => r.json())).toEqual([body, body, body]);
    const rows = await t.database.db
      .select()
      .from(readConfirmation)
      .where(eq(readConfirmation.postId, newsPostId));
    expect(rows).toHaveLength(1);
  });

  it("refuses a post that does not ask for it (400) and one the user cannot read (404)", async () => {
    const plain = await livePostIn(t.database.db, "Company News", 1);
    await setPost(t.database.db, plain, { isReadConfirmationRequired: false });
    expect((await emma.post(`/api/post3/${plain}/confirmread`)).statusCode).toBe(400);
    const leadership = await livePostIn(t.database.db, "Leadership");
    await setPost(t.database.db, leadership, { isReadConfirmationRequired: true });
    expect((await emma.post(`/api/post3/${leadership}/confirmread`)).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(readConfirmation)
      .where(and(eq(readConfirmation.postId, leadership)));
    expect(rows).toHaveLength(0);
  });
});

describe("GET /api/post3/{postId}/confirmations/export", () => {
  it("answers a CSV attachment of the whole audience with yes/no per reader", async () => {
    await emma.post(`/api/post3/${newsPostId}/confirmread`);
    const response = await admin.get(`/api/post3/${newsPostId}/confirmations/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="read-confirmations-${newsPostId}.csv"`,
    );
    const [header, ...rows] = records(response.body);
    expect(header).toBe("First name,Last name,Email,Confirmed,Confirmed at");
    // Company News is mandatory: every active Acme user is in the audience.
    const acmeId = await t.companyId("acme");
    const acmeUsers = await t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(eq(appUser.companyId, acmeId), eq(appUser.isActive, true)));
    expect(rows).toHaveLength(acmeUsers.length);
    expect(rows.find((r) => r.includes("emma@acme.example"))).toMatch(
      /^Emma,Lindqvist,emma@acme\.example,yes,\d{4}-\d\d-\d\dT/,
    );
    expect(rows.find((r) => r.includes(ACME_SHARER_PRIYA))).toBe(`Priya,Raman,${ACME_SHARER_PRIYA},no,`);
  });

  it("neutralises formulas and quotes per RFC 4180", async () => {
    const priyaId = await t.userId(ACME_SHARER_PRIYA);
    await t.database.db
      .update(appUser)
      .set({ firstName: '=HYPERLINK("http://evil","x")', lastName: "@SUM(1)" })
      .where(eq(appUser.id, priyaId));
    try {
      const body = (await admin.get(`/api/post3/${newsPostId}/confirmations/export`)).body;
      expect(body).toContain(`"'=HYPERLINK(""http://evil"",""x"")",'@SUM(1),${ACME_SHARER_PRIYA},no,`);
    } finally {
      await t.database.db
        .update(appUser)
        .set({ firstName: "Priya", lastName: "Raman" })
        .where(eq(appUser.id, priyaId));
    }
  });

  it("lists only a private channel's members for a post there", async () => {
    const leadership = await livePostIn(t.database.db, "Leadership");
    const body = (await admin.get(`/api/post3/${leadership}/confirmations/export`)).body;
    const emails = records(body)
      .slice(1)
      .map((r) => r.split(",")[2])
      .sort();
    expect(emails).toEqual(["ada@acme.example", "chloe@acme.example", "sam@acme.example"]);
  });

  it.each([
    ["an admin", DEMO_USERS.admin, "Company News", 200],
    ["a partner", DEMO_USERS.partner, "Company News", 200],
    ["a smarper", DEMO_USERS.smarper, "Company News", 200],
    ["the channel's manager", DEMO_USERS.channel_manager, "Product Updates", 200],
    ["a manager of other channels", DEMO_USERS.channel_manager, "Company News", 403],
    ["the group admin of the channel's group", DEMO_USERS.group_admin, "Field Sales Wins", 200],
    ["a group admin of another group", DEMO_USERS.group_admin, "Company News", 403],
    ["a channel analyst", DEMO_USERS.channel_analyst, "Company News", 403],
    ["a sharer", DEMO_USERS.sharer, "Company News", 403],
    ["a sharer of the channel's group", ACME_FIELD_SALES_LUKAS, "Field Sales Wins", 403],
  ])("export and readers for %s on %s: %i", async (_who, email, channel, status) => {
    const postId = await livePostIn(t.database.db, channel);
    const client = await t.signIn(email);
    expect((await client.get(`/api/post3/${postId}/confirmations/export`)).statusCode).toBe(status);
    expect((await client.get(`/api/user/readers/${postId}`)).statusCode).toBe(status);
  });

  it("answers 404 for a post the manager cannot read", async () => {
    const chloe = await t.signIn(DEMO_USERS.channel_manager);
    const fieldSales = await livePostIn(t.database.db, "Field Sales Wins");
    expect((await chloe.get(`/api/post3/${fieldSales}/confirmations/export`)).statusCode).toBe(404);
  });
});

describe("GET /api/user/readers/{postId}", () => {
  it("lists who confirmed, filtered by a case-insensitive first or last name prefix", async () => {
    const postId = await livePostIn(t.database.db, "Company News", 2);
    await setPost(t.database.db, postId, { isReadConfirmationRequired: true });
    for (const email of [DEMO_USERS.sharer, ACME_SHARER_PRIYA, DEMO_USERS.channel_manager]) {
      await (await t.signIn(email)).post(`/api/post3/${postId}/confirmread`);
    }
    const names = async (query: string) =>
      (
        (await admin.get(`/api/user/readers/${postId}${query}`)).json().readerList as { firstName: string }[]
      ).map((r) => r.firstName);
    expect(await names("")).toEqual(["Chloé", "Emma", "Priya"]);
    expect(await names("?nameStarts=em")).toEqual(["Emma"]);
    expect(await names("?nameStarts=RAM")).toEqual(["Priya"]);
    expect(await names("?nameStarts=marCH")).toEqual(["Chloé"]);
    expect(await names("?nameStarts=%25")).toEqual([]);
    expect(await names("?nameStarts=_mma")).toEqual([]);
    const [first] = (await admin.get(`/api/user/readers/${postId}?nameStarts=emma`)).json().readerList;
    expect(first).toEqual({
      _id: await t.userId(DEMO_USERS.sharer),
      firstName: "Emma",
      lastName: "Lindqvist",
      avatarUrl: expect.any(String),
      confirmedAt: expect.any(String),
    });
  });
});
