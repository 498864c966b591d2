import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitation, userGroup, userQueue } from "../db/schema/index.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/**
 * A Globex admin can neither see nor touch Acme's invitations or queue: lists and counts show
 * nothing of Acme, every change by Acme ids changes nothing, and Acme groups cannot be invited to.
 */
let t: TestApp;
let gina: TestClient;
let acmeInvitationId: string;
let acmeQueuedUserId: string;
let acmeGroupId: string;
const snapshot = async () => ({
  invitations: await t.database.db.select().from(invitation),
  queue: await t.database.db.select().from(userQueue),
});

beforeAll(async () => {
  t = await createTestApp();
  const ada = await t.signIn(DEMO_USERS.admin);
  const acmeCompanyId = await t.companyId("acme");
  const [group] = await t.database.db.select().from(userGroup).where(eq(userGroup.companyId, acmeCompanyId));
  acmeGroupId = group!.id;
  // One Acme invitation scheduled, and one queued (the group made full for it).
  const scheduled = await ada.post("/api/user/launch", {
    groupId: acmeGroupId,
    sendingType: "scheduled",
    scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    inviteeList: [{ email: "later@acme.example", teamIdList: [] }],
  });
  expect(scheduled.json().successCount).toBe(1);
  await t.database.db.update(userGroup).set({ seatLimit: 0 }).where(eq(userGroup.id, acmeGroupId));
  const queued = await ada.post("/api/user/launch", {
    groupId: acmeGroupId,
    inviteeList: [{ email: "waiting@acme.example", teamIdList: [] }],
  });
  expect(queued.json().queuedCount).toBe(1);
  const rows = await t.database.db.select().from(invitation).where(eq(invitation.companyId, acmeCompanyId));
  acmeInvitationId = rows.find((r) => r.email === "later@acme.example")!.id;
  acmeQueuedUserId = rows.find((r) => r.email === "waiting@acme.example")!.userId!;
  gina = await t.signIn(GLOBEX_ADMIN);
});
afterAll(() => t.close());

describe("tenant isolation: invitations and the queue", () => {
  it("shows a Globex admin nothing of Acme's invitations and queue", async () => {
    expect((await gina.get("/api/user/launch")).json().invitationList).toEqual([]);
    expect((await gina.get("/api/user/invitation")).json().invitationList).toEqual([]);
    expect((await gina.get("/api/user/queue")).json().queueList).toEqual([]);
    expect((await gina.get("/api/user/queue/count")).json()).toEqual({ count: 0 });
    const setup = (await gina.get("/api/user/launch/setup")).json();
    expect(setup.groupList.some((g: { _id: string }) => g._id === acmeGroupId)).toBe(false);
  });

  it("changes nothing of Acme's through Acme ids", async () => {
    const before = await snapshot();
    const ids = { idList: [acmeInvitationId] };
    expect((await gina.delete("/api/user/launch", ids)).json()).toEqual({ count: 0 });
    expect((await gina.put("/api/user/launch/send", ids)).json()).toEqual({ count: 0 });
    expect((await gina.put("/api/user/launch/reminder", ids)).json()).toEqual({ count: 0 });
    expect((await gina.delete("/api/user/invitation", ids)).json()).toEqual({ count: 0 });
    expect((await gina.delete("/api/user/queue", { userIdList: [acmeQueuedUserId] })).json()).toEqual({
      count: 0,
    });
    expect(
      (await gina.put("/api/user/queue/order", { groupId: acmeGroupId, userIdList: [acmeQueuedUserId] }))
        .statusCode,
    ).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses to invite into an Acme group", async () => {
    const response = await gina.post("/api/user/launch", {
      groupId: acmeGroupId,
      inviteeList: [{ email: "intruder@globex.example", teamIdList: [] }],
    });
    expect(response.statusCode).toBe(404);
    // Acme's team names mean nothing in Globex.
    const csv = await gina.post("/api/user/launch/csv", {
      fileName: "a.csv",
      content: "a@globex.example;Nordics",
      groupId: acmeGroupId,
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().issues).toEqual([{ path: "row 1", message: "Team not found in the group: Nordics" }]);
  });
});
