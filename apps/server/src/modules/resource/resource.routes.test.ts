import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company, resource, userGroup } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

let t: TestApp;
let emma: TestClient; // sharer, Headquarters
let gustav: TestClient; // group admin of Field Sales
let ada: TestClient; // admin
let acmeId: string;
const groups = { headquarters: "", fieldSales: "" };

beforeAll(async () => {
  t = await createTestApp();
  [emma, gustav, ada] = await Promise.all([
    t.signIn(DEMO_USERS.sharer),
    t.signIn(DEMO_USERS.group_admin),
    t.signIn(DEMO_USERS.admin),
  ]);
  acmeId = await t.companyId("acme");
  const rows = await t.database.db.select().from(userGroup).where(eq(userGroup.companyId, acmeId));
  groups.headquarters = rows.find((g) => g.name === "Headquarters")!.id;
  groups.fieldSales = rows.find((g) => g.name === "Field Sales")!.id;
});
afterAll(() => t.close());

async function seededId(title: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: resource.id })
    .from(resource)
    .where(and(eq(resource.companyId, acmeId), eq(resource.title, title)));
  if (!row) throw new Error(`no seeded resource ${title}`);
  return row.id;
}
const titles = (body: { resourceList: { title: string }[] }) => body.resourceList.map((r) => r.title).sort();
const setHidden = (hidden: boolean) =>
  t.database.db.update(company).set({ isHideResourcesEnabled: hidden }).where(eq(company.id, acmeId));

describe("GET /api/resource", () => {
  it("asks for a session (401) and for groupId (400)", async () => {
    expect((await t.client().get("/api/resource?groupId=company")).statusCode).toBe(401);
    const missing = await emma.get("/api/resource");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("groupId");
    expect((await emma.get("/api/resource?groupId=everyone")).statusCode).toBe(400);
  });

  it("gives a sharer the company-wide resources plus their own group's, in the Resource shape", async () => {
    const response = await emma.get("/api/resource?groupId=company");
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual([
      "Acme brand guidelines",
      "Headquarters visitor guide",
      "Onboarding handbook",
      "Social media policy",
    ]);
    const brand = response
      .json()
      .resourceList.find((r: { title: string }) => r.title === "Acme brand guidelines");
    expect(brand).toEqual({
      id: await seededId("Acme brand guidelines"),
      _id: await seededId("Acme brand guidelines"),
      title: "Acme brand guidelines",
      description: expect.any(String),
      url: "https://brand.acme.example/guidelines",
      htmlBody: expect.stringContaining("<h2>Logo</h2>"),
      imageUrl: null,
      groupId: null,
      commentEnabled: true,
      commentCount: 0,
      createdAt: expect.any(String),
      abilities: { canEdit: false, canDelete: false },
    });
  });

  it("lets members, group admins and managers list a group, and refuses other groups (403) and unknown ones (404)", async () => {
    const fieldSales = await gustav.get(`/api/resource?groupId=${groups.fieldSales}`);
    expect(fieldSales.statusCode).toBe(200);
    expect(titles(fieldSales.json())).toContain("Field Sales playbook");
    expect(titles(fieldSales.json())).not.toContain("Headquarters visitor guide");
    const playbook = fieldSales
      .json()
      .resourceList.find((r: { title: string }) => r.title === "Field Sales playbook");
    expect(playbook.abilities).toEqual({ canEdit: true, canDelete: true });

    expect((await ada.get(`/api/resource?groupId=${groups.fieldSales}`)).statusCode).toBe(200);
    expect((await emma.get(`/api/resource?groupId=${groups.fieldSales}`)).statusCode).toBe(403);
    expect((await emma.get("/api/resource?groupId=0123456789abcdef01234567")).statusCode).toBe(404);
  });

  it("shows nothing to non-managers while the company hides resources; managers still see them", async () => {
    await setHidden(true);
    try {
      expect((await emma.get("/api/resource?groupId=company")).json()).toEqual({ resourceList: [] });
      const brandId = await seededId("Acme brand guidelines");
      expect((await emma.get(`/api/resource/${brandId}`)).statusCode).toBe(404);
      expect((await ada.get("/api/resource?groupId=company")).json().resourceList.length).toBeGreaterThan(0);
    } finally {
      await setHidden(false);
    }
  });
});

describe("GET /api/resource/{resourceId}", () => {
  it("answers a readable resource, and 404 for another group's, an unknown one or a bad id (400)", async () => {
    const handbook = await emma.get(`/api/resource/${await seededId("Onboarding handbook")}`);
    expect(handbook.statusCode).toBe(200);
    expect(handbook.json().title).toBe("Onboarding handbook");
    const playbook = await emma.get(`/api/resource/${await seededId("Field Sales playbook")}`);
    expect(playbook.statusCode).toBe(404);
    expect(playbook.json().message).toBe("Resource not found");
    expect((await emma.get("/api/resource/0123456789abcdef01234567")).statusCode).toBe(404);
    expect((await emma.get("/api/resource/nope")).statusCode).toBe(400);
  });
});

describe("POST /api/resource", () => {
  it("lets a manager create a company-wide resource with sanitised HTML", async () => {
    const response = await ada.post("/api/resource", {
      title: "  Press kit  ",
      description: "Logos and photos for journalists",
      url: "https://press.acme.example",
      htmlBody: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">bad</a></p>',
      imageUrl: "/images/press.png",
    });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      title: "Press kit",
      groupId: null,
      commentEnabled: true,
      commentCount: 0,
    });
    expect(created.htmlBody).toBe("<p>Hi </p>");
    expect((await emma.get(`/api/resource/${created.id}`)).statusCode).toBe(200);
  });

  it("puts a group admin's resource in their group, and refuses company-wide or another group (403)", async () => {
    const own = await gustav.post("/api/resource", { title: "Territory map" });
    expect(own.statusCode).toBe(200);
    expect(own.json().groupId).toBe(groups.fieldSales);
    expect((await gustav.post("/api/resource", { title: "Everyone", groupId: null })).statusCode).toBe(403);
    expect(
      (await gustav.post("/api/resource", { title: "HQ", groupId: groups.headquarters })).statusCode,
    ).toBe(403);
  });

  it.each([
    ["no title", {}],
    ["a blank title", { title: "   " }],
    ["a title over 200 characters", { title: "x".repeat(201) }],
    ["a non-http url", { title: "Link", url: "ftp://files.acme.example" }],
    ["a javascript url", { title: "Link", url: "javascript:alert(1)" }],
    ["a bad group id", { title: "Link", groupId: "nope" }],
  ])("refuses %s with 400", async (_name, body) => {
    expect((await ada.post("/api/resource", body)).statusCode).toBe(400);
  });

  it("refuses a sharer (403) and an unknown group (404)", async () => {
    expect((await emma.post("/api/resource", { title: "Mine" })).statusCode).toBe(403);
    const unknown = await ada.post("/api/resource", {
      title: "Nowhere",
      groupId: "0123456789abcdef01234567",
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("PUT and DELETE /api/resource/{resourceId}", () => {
  it("lets a group admin edit and delete their group's resource, not a company-wide one (403)", async () => {
    const created = (await gustav.post("/api/resource", { title: "Price list" })).json();
    const edited = await gustav.put(`/api/resource/${created.id}`, {
      title: "Price list 2026",
      commentEnabled: false,
      htmlBody: "<p>New <em>prices</em><img src=x onerror=alert(1)></p>",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: "Price list 2026",
      commentEnabled: false,
      htmlBody: "<p>New <em>prices</em></p>",
    });

    const brandId = await seededId("Acme brand guidelines");
    expect((await gustav.put(`/api/resource/${brandId}`, { title: "Mine now" })).statusCode).toBe(403);
    expect((await gustav.delete(`/api/resource/${brandId}`)).statusCode).toBe(403);
    expect(
      (await gustav.put(`/api/resource/${created.id}`, { groupId: groups.headquarters })).statusCode,
    ).toBe(403);

    expect((await gustav.delete(`/api/resource/${created.id}`)).json()).toEqual({
      id: created.id,
      deleted: true,
    });
    expect((await gustav.get(`/api/resource/${created.id}`)).statusCode).toBe(404);
    expect((await gustav.delete(`/api/resource/${created.id}`)).statusCode).toBe(404);
  });

  it("answers 400 for an empty edit and 404 for a resource the group admin cannot read", async () => {
    const created = (
      await ada.post("/api/resource", { title: "HQ only", groupId: groups.headquarters })
    ).json();
    expect((await ada.put(`/api/resource/${created.id}`, {})).statusCode).toBe(400);
    expect((await gustav.put(`/api/resource/${created.id}`, { title: "x" })).statusCode).toBe(404);
    expect((await emma.put(`/api/resource/${created.id}`, { title: "x" })).statusCode).toBe(403);
  });
});
