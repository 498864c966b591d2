import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, groupAdmin, mailOutbox } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { acmeGroupsAndTeams } from "./people.test-helpers.ts";

let t: TestApp;
let ada: TestClient; // admin
let gustav: TestClient; // group admin
let acme: Awaited<ReturnType<typeof acmeGroupsAndTeams>>;
let gustavGroup: string;
let otherGroup: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signIn(DEMO_USERS.admin);
  gustav = await t.signIn(DEMO_USERS.group_admin);
  acme = await acmeGroupsAndTeams(t);
  const gustavId = await t.userId(DEMO_USERS.group_admin);
  const [own] = await t.database.db.select().from(groupAdmin).where(eq(groupAdmin.userId, gustavId));
  gustavGroup = own!.groupId;
  otherGroup = gustavGroup === acme.headquarters ? acme.fieldSales : acme.headquarters;
});
afterAll(() => t.close());

const outboxTo = (address: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, "admin_message")));

describe("GET /api/user/engager", () => {
  it("ranks who shared between from and to, most shares first, inside a group admin's own group", async () => {
    const make = factories(t.database.db);
    const author = await t.userId(DEMO_USERS.admin);
    const channel = await make.channel(acme.companyId);
    const post = await make.post(acme.companyId, { createdBy: author, channelIds: [channel.id] });
    const busy = await make.user(acme.companyId, { groupId: gustavGroup, firstName: "Busy" });
    const quiet = await make.user(acme.companyId, { groupId: gustavGroup, firstName: "Quiet" });
    const outsider = await make.user(acme.companyId, { groupId: otherGroup, firstName: "Outsider" });
    for (const media of ["linkedin", "twitter", "generic"])
      await make.share(acme.companyId, { postId: post.id, userId: busy.id, media });
    await make.share(acme.companyId, { postId: post.id, userId: quiet.id });
    await make.share(acme.companyId, { postId: post.id, userId: outsider.id, media: "linkedin" });
    await make.share(acme.companyId, { postId: post.id, userId: outsider.id, status: "scheduled" });

    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    const all = (await ada.get(`/api/user/engager?from=${from}&to=${to}&limit=100`)).json().engagerList as {
      _id: string;
      shareCount: number;
    }[];
    const counts = new Map(all.map((e) => [e._id, e.shareCount]));
    expect([counts.get(busy.id), counts.get(quiet.id), counts.get(outsider.id)]).toEqual([3, 1, 1]);
    expect(all.map((e) => e.shareCount)).toEqual([...all.map((e) => e.shareCount)].sort((a, b) => b - a));

    const own = (await gustav.get(`/api/user/engager?from=${from}&to=${to}&limit=100`)).json().engagerList;
    expect(own.map((e: { _id: string }) => e._id)).toContain(busy.id);
    expect(own.map((e: { _id: string }) => e._id)).not.toContain(outsider.id);
    expect(
      (await gustav.get(`/api/user/engager?from=${from}&to=${to}&groupId=${otherGroup}`)).statusCode,
    ).toBe(403);

    const before = new Date(Date.now() - 7_200_000).toISOString();
    const earlier = (await ada.get(`/api/user/engager?from=${before}&to=${from}`)).json().engagerList;
    expect(earlier.map((e: { _id: string }) => e._id)).not.toContain(busy.id);
  });

  it("needs from and to, in order (400)", async () => {
    expect((await ada.get("/api/user/engager")).statusCode).toBe(400);
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 1000).toISOString();
    expect((await ada.get(`/api/user/engager?from=${later}&to=${now}`)).statusCode).toBe(400);
  });
});

describe("POST /api/user/sendemail", () => {
  it("mails each selected user with an address, through the outbox, escaped", async () => {
    const make = factories(t.database.db);
    const one = await make.user(acme.companyId, { groupId: gustavGroup, email: "one.mass@acme.example" });
    const phoneOnly = await make.user(acme.companyId, {
      groupId: gustavGroup,
      email: null,
      phoneNumber: "+4912345678",
    });
    const response = await ada.post("/api/user/sendemail", {
      subject: "Quarterly update",
      message: "Hello <b>team</b>\n\nSecond paragraph",
      userIdList: [one.id, phoneOnly.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sentCount: 1, skippedCount: 1 });
    const [mail] = await outboxTo("one.mass@acme.example");
    expect(mail).toMatchObject({ subject: "Quarterly update", companyId: acme.companyId });
    expect(mail!.html).toContain("Hello &lt;b&gt;team&lt;/b&gt;");
    expect(mail!.html).not.toContain("<b>team</b>");
  });

  it("mails everyone a filter finds; a group admin's filter stays in the own group", async () => {
    const make = factories(t.database.db);
    const inside = await make.user(acme.companyId, {
      groupId: gustavGroup,
      email: "inside.filter@acme.example",
      firstName: "Zebulon",
    });
    const outside = await make.user(acme.companyId, {
      groupId: otherGroup,
      email: "outside.filter@acme.example",
      firstName: "Zebulon",
    });
    const response = await gustav.post("/api/user/sendemail", {
      subject: "For Zebulons",
      message: "Hi",
      filter: { searchTerm: "Zebulon" },
    });
    expect(response.json()).toEqual({ sentCount: 1, skippedCount: 0 });
    expect(await outboxTo("inside.filter@acme.example")).toHaveLength(1);
    expect(await outboxTo("outside.filter@acme.example")).toHaveLength(0);
    expect(
      (await gustav.post("/api/user/sendemail", { subject: "x", message: "y", userIdList: [outside.id] }))
        .statusCode,
    ).toBe(403);
    expect(inside.id).not.toBe(outside.id);
  });

  it("refuses a body with both or neither of a selection and a filter, or without a subject (400)", async () => {
    const id = await t.userId(DEMO_USERS.sharer);
    for (const body of [
      { subject: "s", message: "m" },
      { subject: "s", message: "m", userIdList: [id], filter: {} },
      { subject: "", message: "m", userIdList: [id] },
    ])
      expect((await ada.post("/api/user/sendemail", body)).statusCode).toBe(400);
    expect(
      (
        await (
          await t.signIn(DEMO_USERS.sharer)
        ).post("/api/user/sendemail", { subject: "s", message: "m", userIdList: [id] })
      ).statusCode,
    ).toBe(403);
  });

  it("skips deactivated users of a selection", async () => {
    const make = factories(t.database.db);
    const gone = await make.user(acme.companyId, { email: "gone.mass@acme.example", isActive: false });
    const response = await ada.post("/api/user/sendemail", {
      subject: "s",
      message: "m",
      userIdList: [gone.id],
    });
    expect(response.json()).toEqual({ sentCount: 0, skippedCount: 0 });
    expect(await outboxTo("gone.mass@acme.example")).toHaveLength(0);
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, gone.id));
    expect(row!.isActive).toBe(false);
  });
});

describe("the mass-mail rate limit", () => {
  it("answers 429 once a client address sent its hourly allowance", async () => {
    const limited = await createTestApp({ MASS_MAIL_RATE_LIMIT_PER_HOUR: "2" });
    try {
      const admin = await limited.signIn(DEMO_USERS.admin);
      const to = [await limited.userId(DEMO_USERS.sharer)];
      const send = () => admin.post("/api/user/sendemail", { subject: "s", message: "m", userIdList: to });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
