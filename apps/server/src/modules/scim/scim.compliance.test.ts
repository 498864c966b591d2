import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/test-app.ts";
import {
  patchOp,
  rawScimRequest,
  SCIM_JSON,
  type ScimCall,
  startScim,
  userBody,
} from "./scim.test-helpers.ts";

/**
 * The SCIM 2.0 compliance cases (RFC 7643/7644, as the scim2-compliance-test-utility runs them
 * against a service provider): discovery, create/read/list, filters, paging, attribute selection,
 * PATCH add/replace/remove with paths, PUT, DELETE, group membership, and the error schema with
 * its status codes. No SCIM client library with types is maintained on npm (scimmy is a server
 * framework, scim-patch and the filter parsers are parts), so the cases drive the raw protocol.
 * Each table row is one case of the spec; the expected values come from the RFC, not from us.
 */
let t: TestApp;
let scim: ScimCall;
let token: string;

const USER = "urn:ietf:params:scim:schemas:core:2.0:User";
const GROUP = "urn:ietf:params:scim:schemas:core:2.0:Group";
const LIST = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
const ERROR = "urn:ietf:params:scim:api:messages:2.0:Error";

/** The directory the cases run on: five people of their own domain, so the demo users never match. */
const PEOPLE = [
  {
    userName: "c.alba@compliance.example",
    given: "Carla",
    family: "Alba",
    externalId: "cmp-1",
    active: true,
  },
  {
    userName: "c.berg@compliance.example",
    given: "Conrad",
    family: "Berg",
    externalId: "cmp-2",
    active: true,
  },
  {
    userName: "c.cruz@compliance.example",
    given: "Celia",
    family: "Cruz",
    externalId: "cmp-3",
    active: false,
  },
  { userName: "d.dahl@compliance.example", given: "Dora", family: "Dahl", externalId: "cmp-4", active: true },
  { userName: "d.eng@compliance.example", given: "Dario", family: "Eng", externalId: "cmp-5", active: true },
];
const ids = new Map<string, string>();
const idOf = (userName: string) => ids.get(userName) as string;

beforeAll(async () => {
  ({ t, token, scim } = await startScim());
  for (const p of PEOPLE) {
    const created = await scim(
      "POST",
      "/Users",
      userBody(p.userName, {
        externalId: p.externalId,
        name: { givenName: p.given, familyName: p.family },
        active: p.active,
      }),
    );
    if (created.status !== 201) throw new Error(`${p.userName}: ${created.status}`);
    ids.set(p.userName, created.json.id);
  }
});
afterAll(() => t?.close());

const usersWhere = async (filter: string) => {
  const found = await scim("GET", `/Users?filter=${encodeURIComponent(filter)}&count=100`);
  expect(found.status, JSON.stringify(found.json)).toBe(200);
  return (found.json.Resources as { userName: string }[]).map((u) => u.userName).sort();
};

describe("SCIM compliance: discovery (RFC 7644 §4)", () => {
  it.each([
    ["/ServiceProviderConfig", "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"],
    ["/Schemas", LIST],
    ["/ResourceTypes", LIST],
  ])("GET %s answers 200 with the schema %s", async (path, schema) => {
    const answer = await scim("GET", path);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain(SCIM_JSON);
    expect(answer.json.schemas).toContain(schema);
  });

  it("declares what it supports: PATCH and filters yes, bulk, sort and ETags no", async () => {
    const config = (await scim("GET", "/ServiceProviderConfig")).json;
    expect(config).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
    });
    expect(config.filter.maxResults).toBeGreaterThan(0);
    expect(config.authenticationSchemes.map((s: { type: string }) => s.type)).toContain("oauthbearertoken");
  });
});

describe("SCIM compliance: users, create and read (RFC 7644 §3.3, §3.4.1)", () => {
  it("a created user answers 201 with id, meta (resourceType, created, lastModified, location) and a Location header", async () => {
    const response = await rawScimRequest(t, token, "POST", "/Users", {
      payload: JSON.stringify(userBody("c.new@compliance.example")),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.schemas).toEqual([USER]);
    expect(body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.meta).toMatchObject({ resourceType: "User" });
    expect(Date.parse(body.meta.created)).not.toBeNaN();
    expect(Date.parse(body.meta.lastModified)).not.toBeNaN();
    expect(body.meta.location).toMatch(new RegExp(`/scim/v2/Users/${body.id}$`));
    expect(response.headers.location).toBe(body.meta.location);
    const read = await scim("GET", `/Users/${body.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(body);
  });

  it("lists as a ListResponse with totalResults, startIndex, itemsPerPage and Resources", async () => {
    const list = await scim("GET", "/Users");
    expect(list.status).toBe(200);
    expect(list.json.schemas).toEqual([LIST]);
    expect(list.json.startIndex).toBe(1);
    expect(list.json.totalResults).toBeGreaterThanOrEqual(PEOPLE.length);
    expect(list.json.itemsPerPage).toBe(list.json.Resources.length);
  });
});

describe("SCIM compliance: filters (RFC 7644 §3.4.2.2)", () => {
  const ALL = PEOPLE.map((p) => p.userName).sort();
  it.each<[string, string[]]>([
    ['userName eq "c.alba@compliance.example"', ["c.alba@compliance.example"]],
    // userName is caseExact false (RFC 7643 §4.1.1): eq ignores case.
    ['userName eq "C.ALBA@Compliance.Example"', ["c.alba@compliance.example"]],
    ['userName co "berg@compliance"', ["c.berg@compliance.example"]],
    ['userName sw "d."', ["d.dahl@compliance.example", "d.eng@compliance.example"]],
    ['userName ew "eng@compliance.example"', ["d.eng@compliance.example"]],
    [
      'userName ne "c.alba@compliance.example" and userName sw "c."',
      ["c.berg@compliance.example", "c.cruz@compliance.example"],
    ],
    ['externalId eq "cmp-3"', ["c.cruz@compliance.example"]],
    ['name.familyName eq "Dahl"', ["d.dahl@compliance.example"]],
    [
      'name.givenName sw "C" and userName co "compliance"',
      ["c.alba@compliance.example", "c.berg@compliance.example", "c.cruz@compliance.example"],
    ],
    ['emails.value eq "d.eng@compliance.example"', ["d.eng@compliance.example"]],
    ['emails[type eq "work" and value co "alba"]', ["c.alba@compliance.example"]],
    ['userName co "compliance.example" and active eq false', ["c.cruz@compliance.example"]],
    [
      'userName sw "c.alba" or userName sw "d.eng"',
      ["c.alba@compliance.example", "d.eng@compliance.example"],
    ],
    [
      'userName co "compliance.example" and not (userName sw "c.")',
      ["d.dahl@compliance.example", "d.eng@compliance.example"],
    ],
    ['userName co "compliance.example" and externalId pr', ALL],
  ])("%s", async (filter, expected) => {
    expect((await usersWhere(filter)).filter((u) => u !== "c.new@compliance.example")).toEqual(expected);
  });

  it.each([['userName xx "a"'], ["userName eq"], ['(userName eq "a"'], ['nosuchattribute eq "a"']])(
    "answers 400 invalidFilter to %s",
    async (filter) => {
      const answer = await scim("GET", `/Users?filter=${encodeURIComponent(filter)}`);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ schemas: [ERROR], status: "400", scimType: "invalidFilter" });
    },
  );
});

describe("SCIM compliance: paging (RFC 7644 §3.4.2.4)", () => {
  const filter = encodeURIComponent('userName co "@compliance.example" and externalId pr');
  it.each<[string, { startIndex: number; itemsPerPage: number; first: number | null }]>([
    ["startIndex=1&count=2", { startIndex: 1, itemsPerPage: 2, first: 0 }],
    ["startIndex=3&count=2", { startIndex: 3, itemsPerPage: 2, first: 2 }],
    ["startIndex=5&count=10", { startIndex: 5, itemsPerPage: 1, first: 4 }],
    ["startIndex=9&count=10", { startIndex: 9, itemsPerPage: 0, first: null }],
    // "A value less than 1 SHALL be interpreted as 1"; a negative count as 0.
    ["startIndex=0&count=1", { startIndex: 1, itemsPerPage: 1, first: 0 }],
    ["startIndex=-4&count=1", { startIndex: 1, itemsPerPage: 1, first: 0 }],
    ["count=-1", { startIndex: 1, itemsPerPage: 0, first: null }],
  ])("%s", async (query, expected) => {
    const all = (await scim("GET", `/Users?filter=${filter}&count=100`)).json.Resources as { id: string }[];
    expect(all).toHaveLength(PEOPLE.length);
    const page = await scim("GET", `/Users?filter=${filter}&${query}`);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      totalResults: PEOPLE.length,
      startIndex: expected.startIndex,
      itemsPerPage: expected.itemsPerPage,
    });
    expect(page.json.Resources).toHaveLength(expected.itemsPerPage);
    if (expected.first !== null) expect(page.json.Resources[0].id).toBe(all[expected.first]?.id);
  });
});

describe("SCIM compliance: attribute selection (RFC 7644 §3.9)", () => {
  it.each<[string, string[], Record<string, unknown>]>([
    ["attributes=userName", ["id", "meta", "schemas", "userName"], {}],
    ["attributes=userName,emails", ["emails", "id", "meta", "schemas", "userName"], {}],
    ["attributes=name.familyName", ["id", "meta", "name", "schemas"], { name: { familyName: "Alba" } }],
    [
      "attributes=emails.value",
      ["emails", "id", "meta", "schemas"],
      { emails: [{ value: "c.alba@compliance.example" }] },
    ],
    [`attributes=${encodeURIComponent(`${USER}:userName`)}`, ["id", "meta", "schemas", "userName"], {}],
    [
      "excludedAttributes=emails,name",
      ["active", "displayName", "externalId", "id", "meta", "schemas", "userName"],
      {},
    ],
    [
      "excludedAttributes=name.formatted,emails",
      ["active", "displayName", "externalId", "id", "meta", "name", "schemas", "userName"],
      { name: { givenName: "Carla", familyName: "Alba" } },
    ],
    // id and schemas are "returned always": excluding them changes nothing.
    [
      "excludedAttributes=id",
      ["active", "displayName", "emails", "externalId", "id", "meta", "name", "schemas", "userName"],
      {},
    ],
  ])("GET /Users/{id}?%s", async (query, keys, exactly) => {
    const answer = await scim("GET", `/Users/${idOf("c.alba@compliance.example")}?${query}`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual(keys);
    expect(answer.json).toMatchObject(exactly);
    for (const [key, value] of Object.entries(exactly)) expect(answer.json[key]).toEqual(value);
  });

  it("applies the same selection to every resource of a list", async () => {
    const list = await scim(
      "GET",
      `/Users?filter=${encodeURIComponent('userName sw "c."')}&attributes=userName`,
    );
    for (const r of list.json.Resources)
      expect(Object.keys(r).sort()).toEqual(["id", "meta", "schemas", "userName"]);
  });
});

describe("SCIM compliance: PATCH (RFC 7644 §3.5.2)", () => {
  const user = () => idOf("d.dahl@compliance.example");
  it.each<[string, Record<string, unknown>[], Record<string, unknown>]>([
    [
      "replace name.givenName",
      [{ op: "replace", path: "name.givenName", value: "Dorothea" }],
      { name: { givenName: "Dorothea" } },
    ],
    [
      "replace without a path",
      [{ op: "replace", value: { name: { familyName: "Dahlberg" } } }],
      { name: { familyName: "Dahlberg" } },
    ],
    ["add externalId", [{ op: "add", path: "externalId", value: "cmp-4b" }], { externalId: "cmp-4b" }],
    ["replace active", [{ op: "replace", path: "active", value: false }], { active: false }],
    ["add active back", [{ op: "add", path: "active", value: true }], { active: true }],
    [
      "replace a filtered e-mail value",
      [{ op: "replace", path: 'emails[type eq "work"].value', value: "dora.dahl@compliance.example" }],
      { emails: [{ value: "dora.dahl@compliance.example", type: "work", primary: true }] },
    ],
    [
      "several operations at once",
      [
        { op: "replace", path: "name.givenName", value: "Dora" },
        { op: "replace", path: "name.familyName", value: "Dahl" },
      ],
      { name: { givenName: "Dora", familyName: "Dahl" } },
    ],
  ])("%s", async (_case, operations, expected) => {
    const patched = await scim("PATCH", `/Users/${user()}`, patchOp(...operations));
    expect(patched.status, JSON.stringify(patched.json)).toBe(200);
    expect(patched.json).toMatchObject(expected);
    // The change is stored: a GET sees it too.
    expect((await scim("GET", `/Users/${user()}`)).json).toMatchObject(expected);
  });

  it("remove externalId takes it away", async () => {
    const patched = await scim("PATCH", `/Users/${user()}`, patchOp({ op: "remove", path: "externalId" }));
    expect(patched.status).toBe(200);
    expect(patched.json.externalId).toBeUndefined();
  });

  it.each<[string, unknown, number, string]>([
    ["an unknown op", patchOp({ op: "move", path: "active", value: true }), 400, "invalidSyntax"],
    ["no Operations", { schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"] }, 400, "invalidSyntax"],
    [
      "the wrong schema",
      { schemas: [USER], Operations: [{ op: "replace", path: "active", value: true }] },
      400,
      "invalidSyntax",
    ],
    ["remove without a path", patchOp({ op: "remove" }), 400, "noTarget"],
    ["removing userName (required)", patchOp({ op: "remove", path: "userName" }), 400, "mutability"],
    [
      "a value of the wrong type",
      patchOp({ op: "replace", path: "active", value: "maybe" }),
      400,
      "invalidValue",
    ],
  ])("refuses %s", async (_case, body, status, scimType) => {
    const answer = await scim("PATCH", `/Users/${user()}`, body);
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({ schemas: [ERROR], status: String(status), scimType });
  });
});

describe("SCIM compliance: PUT and DELETE (RFC 7644 §3.5.1, §3.6)", () => {
  it("PUT replaces the user: what is not sent is cleared, id and created stay", async () => {
    const id = idOf("c.berg@compliance.example");
    const before = (await scim("GET", `/Users/${id}`)).json;
    const put = await scim("PUT", `/Users/${id}`, {
      schemas: [USER],
      userName: "c.berg@compliance.example",
      name: { givenName: "Conny", familyName: "Berg" },
      emails: [{ value: "c.berg@compliance.example", type: "work", primary: true }],
      active: true,
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ id, name: { givenName: "Conny", familyName: "Berg" } });
    expect(put.json.externalId).toBeUndefined();
    expect(put.json.meta.created).toBe(before.meta.created);
  });

  it("PUT without userName is 400 invalidValue", async () => {
    const answer = await scim("PUT", `/Users/${idOf("c.berg@compliance.example")}`, {
      schemas: [USER],
      active: true,
    });
    expect(answer).toMatchObject({
      status: 400,
      json: { schemas: [ERROR], status: "400", scimType: "invalidValue" },
    });
  });

  it("DELETE answers 204 with no body; after it the user is 404 on GET, PUT, PATCH and DELETE", async () => {
    const id = idOf("d.eng@compliance.example");
    const deleted = await scim("DELETE", `/Users/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.json).toBeNull();
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", userBody("d.eng@compliance.example")],
      ["PATCH", patchOp({ op: "replace", path: "active", value: true })],
      ["DELETE", undefined],
    ] as const) {
      const answer = await scim(method, `/Users/${id}`, body);
      expect(answer.status, method).toBe(404);
      expect(answer.json).toMatchObject({ schemas: [ERROR], status: "404" });
    }
  });
});

describe("SCIM compliance: groups and their members (RFC 7643 §4.2, RFC 7644 §3.5.2)", () => {
  let groupId: string;
  const members = async () =>
    ((await scim("GET", `/Groups/${groupId}`)).json.members ?? [])
      .map((m: { value: string }) => m.value)
      .sort();

  it("creates a group (201) with a member and reads it back", async () => {
    const created = await scim("POST", "/Groups", {
      schemas: [GROUP],
      displayName: "Compliance Team",
      members: [{ value: idOf("c.alba@compliance.example") }],
    });
    expect(created.status).toBe(201);
    groupId = created.json.id;
    expect(created.json.meta).toMatchObject({ resourceType: "Group" });
    expect(await members()).toEqual([idOf("c.alba@compliance.example")]);
  });

  it.each<[string, () => Record<string, unknown>[], () => string[]]>([
    [
      "add members",
      () => [
        {
          op: "add",
          path: "members",
          value: [{ value: idOf("c.berg@compliance.example") }, { value: idOf("c.cruz@compliance.example") }],
        },
      ],
      () =>
        [
          idOf("c.alba@compliance.example"),
          idOf("c.berg@compliance.example"),
          idOf("c.cruz@compliance.example"),
        ].sort(),
    ],
    [
      "remove one member by a value filter",
      () => [{ op: "remove", path: `members[value eq "${idOf("c.cruz@compliance.example")}"]` }],
      () => [idOf("c.alba@compliance.example"), idOf("c.berg@compliance.example")].sort(),
    ],
    [
      "replace all members",
      () => [{ op: "replace", path: "members", value: [{ value: idOf("d.dahl@compliance.example") }] }],
      () => [idOf("d.dahl@compliance.example")],
    ],
    ["remove all members", () => [{ op: "remove", path: "members" }], () => []],
  ])("PATCH: %s", async (_case, operations, expected) => {
    const patched = await scim("PATCH", `/Groups/${groupId}`, patchOp(...operations()));
    expect([200, 204]).toContain(patched.status);
    expect(await members()).toEqual(expected());
  });

  it("PATCH replace displayName, then finds the group by it", async () => {
    const patched = await scim(
      "PATCH",
      `/Groups/${groupId}`,
      patchOp({ op: "replace", path: "displayName", value: "Compliance Crew" }),
    );
    expect([200, 204]).toContain(patched.status);
    const found = await scim(
      "GET",
      `/Groups?filter=${encodeURIComponent('displayName eq "Compliance Crew"')}`,
    );
    expect(found.json.Resources.map((g: { id: string }) => g.id)).toEqual([groupId]);
  });

  it("PUT replaces name and members", async () => {
    const put = await scim("PUT", `/Groups/${groupId}`, {
      schemas: [GROUP],
      displayName: "Compliance Crew",
      members: [{ value: idOf("c.alba@compliance.example") }],
    });
    expect(put.status).toBe(200);
    expect(await members()).toEqual([idOf("c.alba@compliance.example")]);
  });

  it("refuses a member that is not a user of the directory (400 invalidValue) and a duplicate name (409 uniqueness)", async () => {
    const unknown = await scim(
      "PATCH",
      `/Groups/${groupId}`,
      patchOp({ op: "add", path: "members", value: [{ value: "000000000000000000000000" }] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ schemas: [ERROR], status: "400" });
    const duplicate = await scim("POST", "/Groups", { schemas: [GROUP], displayName: "Compliance Crew" });
    expect(duplicate).toMatchObject({
      status: 409,
      json: { schemas: [ERROR], status: "409", scimType: "uniqueness" },
    });
  });

  it("DELETE answers 204, then the group is 404", async () => {
    expect((await scim("DELETE", `/Groups/${groupId}`)).status).toBe(204);
    expect((await scim("GET", `/Groups/${groupId}`)).status).toBe(404);
  });
});

describe("SCIM compliance: errors (RFC 7644 §3.12)", () => {
  it.each<[string, () => Promise<{ status: number; json: unknown }>, number, string | undefined]>([
    ["an unknown user", () => scim("GET", "/Users/000000000000000000000000"), 404, undefined],
    ["an unknown group", () => scim("GET", "/Groups/000000000000000000000000"), 404, undefined],
    [
      "a duplicate userName",
      () => scim("POST", "/Users", userBody("c.alba@compliance.example")),
      409,
      "uniqueness",
    ],
    [
      "a user without userName",
      () => scim("POST", "/Users", { schemas: [USER], active: true }),
      400,
      "invalidValue",
    ],
    ["a group without displayName", () => scim("POST", "/Groups", { schemas: [GROUP] }), 400, "invalidValue"],
    ["no token", () => noToken(), 401, undefined],
  ])("%s answers its status in the error schema", async (_case, call, status, scimType) => {
    const answer = await call();
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({
      schemas: [ERROR],
      status: String(status),
      ...(scimType ? { scimType } : {}),
    });
    expect(typeof (answer.json as { detail?: unknown }).detail).toBe("string");
  });
});

async function noToken() {
  const response = await t.app.inject({ method: "GET", url: "/scim/v2/Users" });
  return { status: response.statusCode, json: response.json() as unknown };
}
