import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appUser,
  notification,
  scimConnection,
  scimError,
  team,
  teamMember,
  userGroup,
  userSession,
} from "../../db/schema/index.ts";
import { DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import {
  generateToken,
  patchOp,
  rawScimRequest,
  SCIM_JSON,
  type ScimCall,
  scimClient,
  startScim,
  userBody,
} from "./scim.test-helpers.ts";

/**
 * The SCIM 2.0 service as identity providers drive it: the calls Microsoft Entra ID's provisioning
 * service and Okta send (their documented request shapes, including Entra's capitalised ops and
 * "False" strings), the RFC 7644 error answers, and what Chorus does with them (deactivation and
 * sign-out, never a deletion; groups or teams; ad_error_* notices to the admins).
 */
let t: TestApp;
let ada: TestClient;
let acmeId: string;
let adaId: string;
let scim: ScimCall;
let token: string;

const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";
const noticesOf = async (type: string) =>
  t.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, adaId), eq(notification.type, type)));
const userRow = async (id: string) =>
  (await t.database.db.select().from(appUser).where(eq(appUser.id, id)))[0];

beforeAll(async () => {
  ({ t, ada, acmeId, token, scim } = await startScim());
  adaId = await t.userId(DEMO_USERS.admin);
});
afterAll(() => t?.close());

describe("the Active Directory tab's token", () => {
  it("shows the endpoint, keeps only the token's hash, rotates and revokes", async () => {
    const before = (await ada.get(`/api/company/${acmeId}/scim`)).json();
    expect(before).toMatchObject({ hasToken: true, groupMapping: "group" });
    expect(before.endpointUrl).toMatch(/\/scim\/v2$/);

    const first = await generateToken(ada, acmeId);
    const second = await generateToken(ada, acmeId);
    expect(first).toMatch(/^chorus_scim_/);
    const [stored] = await t.database.db
      .select()
      .from(scimConnection)
      .where(eq(scimConnection.companyId, acmeId));
    expect(JSON.stringify(stored)).not.toContain(second.slice("chorus_scim_".length));
    expect(stored?.tokenHint).toBe(second.slice(-4));

    expect((await scimClient(t, first)("GET", "/Users?count=1")).status).toBe(401);
    expect((await scimClient(t, second)("GET", "/Users?count=1")).status).toBe(200);

    const revoked = (await ada.delete(`/api/company/${acmeId}/scim/token`)).json();
    expect(revoked).toMatchObject({ hasToken: false, tokenHint: null });
    expect((await scimClient(t, second)("GET", "/Users?count=1")).status).toBe(401);
    token = await generateToken(ada, acmeId);
    scim = scimClient(t, token);
  });

  it("refuses a call without a valid token with a SCIM 401", async () => {
    for (const token of ["", "chorus_scim_nope"]) {
      const response = await scimClient(t, token)("GET", "/Users");
      expect(response.status).toBe(401);
      expect(response.json).toMatchObject({ schemas: [ERROR_SCHEMA], status: "401" });
    }
  });
});

describe("discovery (RFC 7643 §5–7)", () => {
  it("describes the service provider, its schemas and resource types", async () => {
    const config = await scim("GET", "/ServiceProviderConfig");
    expect(config.status).toBe(200);
    expect(config.contentType).toContain(SCIM_JSON);
    expect(config.json).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    const schemas = await scim("GET", "/Schemas");
    expect(schemas.json.Resources.map((s: { id: string }) => s.id)).toEqual([
      "urn:ietf:params:scim:schemas:core:2.0:User",
      "urn:ietf:params:scim:schemas:core:2.0:Group",
    ]);
    expect((await scim("GET", "/Schemas/urn:ietf:params:scim:schemas:core:2.0:User")).json.name).toBe("User");
    const types = await scim("GET", "/ResourceTypes");
    expect(types.json.Resources.map((r: { endpoint: string }) => r.endpoint)).toEqual(["/Users", "/Groups"]);
    expect((await scim("GET", "/ResourceTypes/Nope")).status).toBe(404);
  });
});

describe("Entra ID's user provisioning cycle", () => {
  let id: string;
  const upn = "ines.ortega@acme.example";

  it("finds no user, creates one (201), then finds it by userName and externalId", async () => {
    const none = await scim("GET", `/Users?filter=${encodeURIComponent(`userName eq "${upn}"`)}`);
    expect(none.status).toBe(200);
    expect(none.json).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await scim("POST", "/Users", {
      schemas: [
        "urn:ietf:params:scim:schemas:core:2.0:User",
        "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
      ],
      externalId: "0a1b2c3d-entra",
      userName: upn,
      active: true,
      displayName: "Inés Ortega",
      emails: [{ primary: true, type: "work", value: upn }],
      name: { formatted: "Inés Ortega", familyName: "Ortega", givenName: "Inés" },
      "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": { department: "Sales" },
    });
    expect(created.status).toBe(201);
    expect(created.contentType).toContain(SCIM_JSON);
    id = created.json.id;
    expect(created.json).toMatchObject({
      userName: upn,
      externalId: "0a1b2c3d-entra",
      active: true,
      name: { givenName: "Inés", familyName: "Ortega" },
      emails: [{ value: upn, primary: true }],
      meta: { resourceType: "User" },
    });
    expect(created.json.meta.location).toMatch(new RegExp(`/scim/v2/Users/${id}$`));
    expect(await userRow(id)).toMatchObject({
      companyId: acmeId,
      email: upn,
      isActive: true,
      role: "sharer",
    });

    const byName = await scim(
      "GET",
      `/Users?filter=${encodeURIComponent(`userName eq "${upn.toUpperCase()}"`)}`,
    );
    expect(byName.json.Resources.map((u: { id: string }) => u.id)).toEqual([id]);
    const byExternal = await scim(
      "GET",
      `/Users?filter=${encodeURIComponent('externalId eq "0a1b2c3d-entra"')}`,
    );
    expect(byExternal.json.totalResults).toBe(1);
    expect((await scim("GET", `/Users/${id}`)).json.id).toBe(id);
  });

  it("answers a second POST of the same user 409 uniqueness and tells the admins (ad_error_user_exists)", async () => {
    const again = await scim("POST", "/Users", userBody(upn));
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ schemas: [ERROR_SCHEMA], status: "409", scimType: "uniqueness" });
    const notices = await noticesOf("ad_error_user_exists");
    expect(notices).toHaveLength(1);
    expect(notices[0]?.itemTitle).toBe("Error in Active Directory operation");
  });

  it("applies Entra's PATCH (capitalised ops, a filtered e-mail path, 'False' as a string)", async () => {
    const patched = await scim(
      "PATCH",
      `/Users/${id}`,
      patchOp(
        { op: "Replace", path: "name.givenName", value: "Inès" },
        { op: "Replace", path: 'emails[type eq "work"].value', value: "ines.o@acme.example" },
        {
          op: "Add",
          path: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department",
          value: "Ops",
        },
        { op: "Replace", path: "active", value: "False" },
      ),
    );
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({
      active: false,
      name: { givenName: "Inès" },
      emails: [{ value: "ines.o@acme.example" }],
    });
    expect(await userRow(id)).toMatchObject({
      isActive: false,
      firstName: "Inès",
      email: "ines.o@acme.example",
    });
  });

  it("deletes by deactivating: the row stays, the resource is gone (404), a new POST brings the user back", async () => {
    expect((await scim("DELETE", `/Users/${id}`)).status).toBe(204);
    expect(await userRow(id)).toMatchObject({ isActive: false });
    const gone = await scim("GET", `/Users/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.json).toMatchObject({ schemas: [ERROR_SCHEMA], status: "404" });
    const back = await scim("POST", "/Users", userBody("ines.o@acme.example"));
    expect(back.status).toBe(201);
    expect(back.json.id).toBe(id);
    expect(await userRow(id)).toMatchObject({ isActive: true });
  });
});

describe("Okta's user calls", () => {
  it("replaces a user with PUT and deactivates with a path-less PATCH", async () => {
    const created = (
      await scim("POST", "/Users", userBody("okta.user@acme.example", { externalId: "00u1okta" }))
    ).json;
    const replaced = await scim("PUT", `/Users/${created.id}`, {
      ...userBody("okta.user@acme.example"),
      id: created.id,
      name: { givenName: "Olga", familyName: "Kta" },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({ name: { givenName: "Olga", familyName: "Kta" } });
    expect(replaced.json.externalId).toBeUndefined();
    const off = await scim(
      "PATCH",
      `/Users/${created.id}`,
      patchOp({ op: "replace", value: { active: false } }),
    );
    expect(off.json.active).toBe(false);
    // A DELETE that carries the content type but no body.
    const removed = await rawScimRequest(t, token, "DELETE", `/Users/${created.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await scim("GET", `/Users/${created.id}`)).status).toBe(404);
    expect((await scim("POST", "/Users", userBody("okta.user@acme.example"))).status).toBe(201);
  });
});

describe("deprovisioning signs the user out everywhere", () => {
  it("ends every session of a user set inactive", async () => {
    const emmaId = await t.userId(DEMO_USERS.sharer);
    const emma = await t.signIn(DEMO_USERS.sharer);
    expect((await emma.get("/api/session")).json().isLoggedIn).toBe(true);
    // Entra first matches the existing Chorus account by its e-mail userName.
    const found = await scim(
      "GET",
      `/Users?filter=${encodeURIComponent(`userName eq "${DEMO_USERS.sharer}"`)}`,
    );
    expect(found.json.Resources.map((u: { id: string }) => u.id)).toEqual([emmaId]);
    await scim("PATCH", `/Users/${emmaId}`, patchOp({ op: "replace", path: "active", value: false }));
    expect(await t.database.db.select().from(userSession).where(eq(userSession.userId, emmaId))).toEqual([]);
    expect((await emma.get("/api/session")).json().isLoggedIn).toBe(false);
    await scim("PATCH", `/Users/${emmaId}`, patchOp({ op: "replace", path: "active", value: true }));
    expect(await userRow(emmaId)).toMatchObject({ isActive: true });
  });
});

describe("user PATCH and bodies the service refuses", () => {
  it.each([
    ["a bad path", patchOp({ op: "replace", path: "emails[type eq", value: "x" }), "invalidPath"],
    ["an unknown op", patchOp({ op: "move", path: "active", value: true }), "invalidSyntax"],
    ["remove without a path", patchOp({ op: "remove" }), "noTarget"],
    ["removing userName", patchOp({ op: "remove", path: "userName" }), "mutability"],
    ["a non-boolean active", patchOp({ op: "replace", path: "active", value: "maybe" }), "invalidValue"],
    ["no Operations", { schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"] }, "invalidSyntax"],
    [
      "a wrong message schema",
      { schemas: ["urn:x"], Operations: [{ op: "add", path: "active", value: true }] },
      "invalidSyntax",
    ],
  ])("answers %s with 400 %s", async (_label, body, scimType) => {
    const user = (
      await scim("GET", `/Users?filter=${encodeURIComponent('userName eq "okta.user@acme.example"')}`)
    ).json.Resources[0];
    const response = await scim("PATCH", `/Users/${user.id}`, body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ schemas: [ERROR_SCHEMA], status: "400", scimType });
  });

  it("refuses a user without an e-mail address and tells the admins (ad_error_invalid_attribute)", async () => {
    const response = await scim("POST", "/Users", {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
      userName: "no-mail",
    });
    expect(response.status).toBe(400);
    expect(response.json.scimType).toBe("invalidValue");
    expect(await noticesOf("ad_error_invalid_attribute")).toHaveLength(1);
  });

  it("answers a malformed JSON body and an unknown user as SCIM errors", async () => {
    const broken = await rawScimRequest(t, token, "POST", "/Users", { payload: "{" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      schemas: [ERROR_SCHEMA],
      status: "400",
      scimType: "invalidSyntax",
    });
    const plainJson = await rawScimRequest(t, token, "POST", "/Users", {
      contentType: "application/json",
      payload: JSON.stringify(userBody("plain.json@acme.example")),
    });
    expect(plainJson.statusCode).toBe(201);
    expect((await scim("GET", "/Users/000000000000000000000000")).status).toBe(404);
    expect((await scim("PUT", "/Users/not-an-id", userBody("x@acme.example"))).status).toBe(404);
  });
});

describe("list filters and paging", () => {
  const people = [
    {
      userName: "filter.anna@zeta.example",
      given: "Anna",
      family: "Zed",
      active: true,
      externalId: "ext-anna",
    },
    {
      userName: "filter.bob@zeta.example",
      given: "Bob",
      family: "Young",
      active: false,
      externalId: "ext-bob",
    },
    { userName: "filter.cara@yota.example", given: "Cara", family: "Zed", active: true, externalId: null },
  ];
  beforeAll(async () => {
    for (const p of people)
      await scim(
        "POST",
        "/Users",
        userBody(p.userName, {
          name: { givenName: p.given, familyName: p.family },
          active: p.active,
          ...(p.externalId ? { externalId: p.externalId } : {}),
        }),
      );
  });

  const names = async (filter: string) => {
    const response = await scim("GET", `/Users?filter=${encodeURIComponent(filter)}`);
    expect(response.status).toBe(200);
    return (response.json.Resources as { userName: string }[])
      .map((u) => u.userName)
      .filter((n) => n.startsWith("filter."))
      .sort();
  };

  it.each([
    ['userName eq "filter.anna@zeta.example"', ["filter.anna@zeta.example"]],
    ['userName co "@zeta"', ["filter.anna@zeta.example", "filter.bob@zeta.example"]],
    ['userName sw "FILTER.C"', ["filter.cara@yota.example"]],
    ['emails.value ew "yota.example"', ["filter.cara@yota.example"]],
    ['emails[value co "bob"]', ["filter.bob@zeta.example"]],
    ['externalId eq "ext-bob"', ["filter.bob@zeta.example"]],
    ['externalId eq "EXT-BOB"', []],
    ['userName sw "filter." and externalId pr', ["filter.anna@zeta.example", "filter.bob@zeta.example"]],
    ['userName sw "filter." and active eq false', ["filter.bob@zeta.example"]],
    [
      'displayName eq "Cara Zed" or name.givenName eq "Bob"',
      ["filter.bob@zeta.example", "filter.cara@yota.example"],
    ],
    ['userName sw "filter." and not (name.familyName eq "Zed")', ["filter.bob@zeta.example"]],
    [
      'userName sw "filter." and (active eq true and name.familyName eq "zed")',
      ["filter.anna@zeta.example", "filter.cara@yota.example"],
    ],
    [
      'userName sw "filter." and meta.created gt "2000-01-01T00:00:00Z"',
      people.map((p) => p.userName).sort(),
    ],
  ])("%s", async (filter, expected) => {
    expect(await names(filter)).toEqual(expected);
  });

  it.each([
    "userName eq",
    'nickName eq "x"',
    'active eq "yes"',
    'meta.created gt "not a date"',
    "userName co 3",
  ])("answers 400 invalidFilter to %s", async (filter) => {
    const response = await scim("GET", `/Users?filter=${encodeURIComponent(filter)}`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ schemas: [ERROR_SCHEMA], scimType: "invalidFilter" });
  });

  it("pages with startIndex and count (1-based) and reports the total", async () => {
    const filter = encodeURIComponent('userName sw "filter."');
    const all = (await scim("GET", `/Users?filter=${filter}`)).json;
    expect(all.totalResults).toBe(3);
    const page = (await scim("GET", `/Users?filter=${filter}&startIndex=2&count=1`)).json;
    expect(page).toMatchObject({ totalResults: 3, startIndex: 2, itemsPerPage: 1 });
    expect(page.Resources[0].id).toBe(all.Resources[1].id);
    const none = (await scim("GET", `/Users?filter=${filter}&count=0`)).json;
    expect(none).toMatchObject({ totalResults: 3, itemsPerPage: 0, Resources: [] });
    const picked = (await scim("GET", `/Users?filter=${filter}&attributes=userName`)).json.Resources[0];
    expect(Object.keys(picked).sort()).toEqual(["id", "meta", "schemas", "userName"]);
  });
});

describe("groups mapped to Chorus groups", () => {
  let members: string[];
  let groupId: string;
  beforeAll(async () => {
    members = [];
    for (const name of ["g.one@acme.example", "g.two@acme.example", "g.three@acme.example"])
      members.push((await scim("POST", "/Users", userBody(name))).json.id);
  });
  const groupOf = async (userId: string) => (await userRow(userId))?.groupId ?? null;

  it("creates a group with members: they join the Chorus group", async () => {
    const created = await scim("POST", "/Groups", {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"],
      displayName: "Directory Sales",
      externalId: "grp-sales",
      members: [{ value: members[0] }],
    });
    expect(created.status).toBe(201);
    groupId = created.json.id;
    expect(created.json).toMatchObject({
      displayName: "Directory Sales",
      externalId: "grp-sales",
      members: [{ value: members[0] }],
    });
    expect(await groupOf(members[0] as string)).toBe(groupId);
    const [row] = await t.database.db.select().from(userGroup).where(eq(userGroup.id, groupId));
    expect(row).toMatchObject({ companyId: acmeId, name: "Directory Sales", memberCount: 1 });
  });

  it("finds it by displayName without members (Entra's excludedAttributes) and by a member", async () => {
    const found = await scim(
      "GET",
      `/Groups?filter=${encodeURIComponent('displayName eq "directory sales"')}&excludedAttributes=members`,
    );
    expect(found.json.totalResults).toBe(1);
    expect(found.json.Resources[0].members).toBeUndefined();
    const byMember = await scim(
      "GET",
      `/Groups?filter=${encodeURIComponent(`members[value eq "${members[0]}"]`)}`,
    );
    expect(byMember.json.Resources.map((g: { id: string }) => g.id)).toEqual([groupId]);
    expect((await scim("POST", "/Groups", { displayName: "Directory Sales" })).json.scimType).toBe(
      "uniqueness",
    );
  });

  it("adds (Entra), removes by filter (Okta), removes by value list (Entra) and renames", async () => {
    await scim(
      "PATCH",
      `/Groups/${groupId}`,
      patchOp({ op: "Add", path: "members", value: [{ value: members[1] }, { value: members[2] }] }),
    );
    expect(await groupOf(members[2] as string)).toBe(groupId);
    await scim(
      "PATCH",
      `/Groups/${groupId}`,
      patchOp({ op: "remove", path: `members[value eq "${members[1]}"]` }),
    );
    expect(await groupOf(members[1] as string)).toBeNull();
    await scim(
      "PATCH",
      `/Groups/${groupId}`,
      patchOp({ op: "Remove", path: "members", value: [{ value: members[2] }] }),
    );
    expect(await groupOf(members[2] as string)).toBeNull();
    const renamed = await scim(
      "PATCH",
      `/Groups/${groupId}`,
      patchOp({ op: "replace", value: { id: groupId, displayName: "Directory Sales EMEA" } }),
    );
    expect(renamed.json).toMatchObject({
      displayName: "Directory Sales EMEA",
      members: [{ value: members[0] }],
    });
  });

  it("refuses an unknown member (ad_error_invalid_group) and leaves the group as it was", async () => {
    const response = await scim(
      "PATCH",
      `/Groups/${groupId}`,
      patchOp({ op: "add", path: "members", value: [{ value: "ffffffffffffffffffffffff" }] }),
    );
    expect(response.status).toBe(400);
    expect(await noticesOf("ad_error_invalid_group")).toHaveLength(1);
  });

  it("tells the admins when the directory empties a group (ad_error_empty_group)", async () => {
    const emptied = await scim("PUT", `/Groups/${groupId}`, {
      displayName: "Directory Sales EMEA",
      members: [],
    });
    expect(emptied.status).toBe(200);
    expect(await groupOf(members[0] as string)).toBeNull();
    expect(await noticesOf("ad_error_empty_group")).toHaveLength(1);
    const settings = (await ada.get(`/api/company/${acmeId}/scim`)).json();
    expect(settings.errorList.map((e: { type: string }) => e.type)).toContain("ad_error_empty_group");
    expect(settings.lastSyncAt).not.toBeNull();
  });

  it("detaches a deleted group (404 after, the Chorus group kept)", async () => {
    expect((await scim("DELETE", `/Groups/${groupId}`)).status).toBe(204);
    expect((await scim("GET", `/Groups/${groupId}`)).status).toBe(404);
    expect(await t.database.db.select().from(userGroup).where(eq(userGroup.id, groupId))).toHaveLength(1);
  });
});

describe("groups mapped to teams (the tab's setting)", () => {
  it("creates a team and keeps its members in team_member", async () => {
    const saved = await ada.put(`/api/company/${acmeId}/scim`, { groupMapping: "team" });
    expect(saved.json().groupMapping).toBe("team");
    const user = (await scim("POST", "/Users", userBody("team.member@acme.example"))).json.id as string;
    const created = await scim("POST", "/Groups", {
      displayName: "Directory Team",
      members: [{ value: user }],
    });
    expect(created.status).toBe(201);
    const [row] = await t.database.db.select().from(team).where(eq(team.id, created.json.id));
    expect(row).toMatchObject({ companyId: acmeId, name: "Directory Team", memberCount: 1 });
    expect(
      await t.database.db.select().from(teamMember).where(eq(teamMember.teamId, created.json.id)),
    ).toHaveLength(1);
    await scim("PATCH", `/Groups/${created.json.id}`, patchOp({ op: "remove", path: "members" }));
    expect(
      await t.database.db.select().from(teamMember).where(eq(teamMember.teamId, created.json.id)),
    ).toHaveLength(0);
    await ada.put(`/api/company/${acmeId}/scim`, { groupMapping: "group" });
  });
});

describe("the directory's failure log", () => {
  it("forgets failures older than 90 days when a new one comes", async () => {
    const oldId = "5f0000000000000000000abc";
    await t.database.db.insert(scimError).values({
      id: oldId,
      companyId: acmeId,
      type: "ad_error_unexpected",
      message: "long ago",
      createdAt: new Date(Date.now() - 100 * 24 * 3_600_000),
    });
    await scim("POST", "/Users", { userName: "still-no-mail" });
    const kept = await t.database.db.select().from(scimError).where(eq(scimError.companyId, acmeId));
    expect(kept.map((e) => e.id)).not.toContain(oldId);
    expect(kept.map((e) => e.message)).toContain(
      "A user needs an e-mail address (emails, or a userName that is one)",
    );
  });
});
