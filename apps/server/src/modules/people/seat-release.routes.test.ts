import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, userGroup, userQueue } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { eventually, jobStates } from "../../test/job-states.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

let t: TestApp;
let ada: TestClient; // admin
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signIn(DEMO_USERS.admin);
  companyId = await t.companyId("acme");
});
afterAll(async () => {
  await t.close();
});

/** A full group of its own (two members, two seats) and one person queued for it. */
async function fullGroupWithQueue() {
  const make = factories(t.database.db);
  const members = [await make.user(companyId), await make.user(companyId)];
  const group = await make.group(companyId, { memberIds: members.map((m) => m.id) });
  await t.database.db.update(userGroup).set({ seatLimit: 2 }).where(eq(userGroup.id, group.id));
  const waiting = await make.user(companyId, { groupId: null });
  await t.database.db
    .insert(userQueue)
    .values({ companyId, userId: waiting.id, groupId: group.id, position: 0 });
  return { group, members, waiting };
}

const groupOf = async (userId: string) =>
  (await t.database.db.select().from(appUser).where(eq(appUser.id, userId)))[0]?.groupId ?? null;

/** The admit job the change sent for the group has run and the queued person is in. */
async function expectAdmitted(groupId: string, userId: string) {
  const states = await eventually(
    () => jobStates(t.database.db, "invitation.admit-group", { groupId }),
    (all) => all.length > 0 && all.every((state) => state === "completed"),
  );
  expect(states).toEqual(["completed"]);
  expect(await groupOf(userId)).toBe(groupId);
}

describe("freed seats admit the next in the queue at once (issue #11)", () => {
  const changes: [string, (g: Awaited<ReturnType<typeof fullGroupWithQueue>>) => Promise<number>][] = [
    [
      "a member removed (DELETE /api/user)",
      async ({ members }) => (await ada.delete("/api/user", { userIdList: [members[0]!.id] })).statusCode,
    ],
    [
      "a member moved to another group (PUT /api/user/group)",
      async ({ members }) => {
        const other = await factories(t.database.db).group(companyId);
        return (await ada.put("/api/user/group", { userIdList: [members[0]!.id], groupId: other.id }))
          .statusCode;
      },
    ],
    [
      "the seat limit raised (PUT /api/group/{groupId})",
      async ({ group }) => (await ada.put(`/api/group/${group.id}`, { seatLimit: 3 })).statusCode,
    ],
  ];
  it.each(changes)("%s", async (_label, change) => {
    const setup = await fullGroupWithQueue();
    expect(await groupOf(setup.waiting.id)).toBeNull();
    expect(await change(setup)).toBe(200);
    await expectAdmitted(setup.group.id, setup.waiting.id);
  });

  it("a seat limit lowered or a rename sends no admit job", async () => {
    const { group, waiting } = await fullGroupWithQueue();
    expect((await ada.put(`/api/group/${group.id}`, { name: `Renamed ${group.id}` })).statusCode).toBe(200);
    expect((await ada.put(`/api/group/${group.id}`, { seatLimit: 2 })).statusCode).toBe(200);
    expect(await jobStates(t.database.db, "invitation.admit-group", { groupId: group.id })).toEqual([]);
    expect(await groupOf(waiting.id)).toBeNull();
  });
});
