import { PROFILE_PAGE_SIZE } from "@chorus/shared/people/user-directory.contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { acmeGroupsAndTeams, signedAs } from "./people.test-helpers.ts";

let t: TestApp;
let emma: TestClient; // sharer
let acme: Awaited<ReturnType<typeof acmeGroupsAndTeams>>;

beforeAll(async () => {
  t = await createTestApp();
  emma = await t.signIn(DEMO_USERS.sharer);
  acme = await acmeGroupsAndTeams(t);
});
afterAll(() => t.close());

type Profile = { _id: string; firstName: string; lastName: string };

describe("the employee directory", () => {
  it("finds colleagues by name for anyone signed in, with group and teams", async () => {
    const response = await emma.get("/api/user/profile?searchTerm=lukas");
    expect(response.statusCode).toBe(200);
    const lukasId = await t.userId("lukas@acme.example");
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, lukasId));
    expect(response.json().profileList).toEqual([
      {
        _id: lukasId,
        firstName: "Lukas",
        lastName: "Fischer",
        avatarUrl: signedAs(row!.avatarUrl),
        groupName: "Field Sales",
        teamList: expect.any(Array),
        Star: row!.star,
      },
    ]);
    expect((await emma.get("/api/user/profile/count?searchTerm=lukas")).json()).toEqual({ count: 1 });
    expect((await t.client().get("/api/user/profile")).statusCode).toBe(401);
  });

  it("pages by name, and counts the active colleagues of the company only", async () => {
    const active = await t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(eq(appUser.companyId, acme.companyId), eq(appUser.isActive, true)));
    expect((await emma.get("/api/user/profile/count")).json().count).toBe(active.length);
    const first = (await emma.get("/api/user/profile?page=1")).json().profileList as Profile[];
    const second = (await emma.get("/api/user/profile?page=2")).json().profileList as Profile[];
    expect(first).toHaveLength(Math.min(PROFILE_PAGE_SIZE, active.length));
    expect(first.length + second.length).toBe(Math.min(2 * PROFILE_PAGE_SIZE, active.length));
    const names = [...first, ...second].map((p) => `${p.firstName} ${p.lastName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(new Set([...first, ...second].map((p) => p._id)).size).toBe(first.length + second.length);
    expect((await emma.get("/api/user/profile?page=0")).statusCode).toBe(400);
  });

  it("previews a colleague, but not a removed one (404)", async () => {
    const tomId = await t.userId("tom@acme.example");
    const preview = await emma.get(`/api/user/preview/${tomId}`);
    expect(preview.json()).toMatchObject({ _id: tomId, firstName: "Tom", groupName: "Headquarters" });
    await t.database.db.update(appUser).set({ isActive: false }).where(eq(appUser.id, tomId));
    expect((await emma.get(`/api/user/preview/${tomId}`)).statusCode).toBe(404);
    expect((await emma.get("/api/user/profile?searchTerm=tom%20becker")).json().profileList).toEqual([]);
    expect((await emma.get("/api/user/preview/not-an-id")).statusCode).toBe(400);
  });
});
