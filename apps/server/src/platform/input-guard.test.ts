import { ERROR_CODE_HEADER } from "@chorus/shared/session/session.contract";
import fastifyCookie from "@fastify/cookie";
import { and, eq } from "drizzle-orm";
import Fastify, { type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channel, post } from "../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../test/test-app.ts";
import { registerErrorHandling } from "./errors.ts";
import { findNul, jsonDepthExceeds, MAX_JSON_DEPTH, registerInputGuard } from "./input-guard.ts";

let t: TestApp;
let admin: TestClient;
let postId: string;
let channelId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin);
  const acme = await t.companyId("acme");
  const [somePost] = await t.database.db
    .select({ id: post.id })
    .from(post)
    .where(eq(post.companyId, acme))
    .limit(1);
  const [someChannel] = await t.database.db
    .select({ id: channel.id })
    .from(channel)
    .where(and(eq(channel.companyId, acme)))
    .limit(1);
  if (!somePost || !someChannel) throw new Error("the demo data needs an Acme post and channel");
  postId = somePost.id;
  channelId = someChannel.id;
});
afterAll(() => t.close());

/** The validation error every route answers for a NUL byte, naming where it was. */
function expectRefused(response: LightMyRequestResponse, path: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers[ERROR_CODE_HEADER]).toBe("400.0");
  expect(response.json()).toEqual({
    code: "400.0",
    message: `${path}: must not contain the NUL character`,
    issues: [{ path, message: "must not contain the NUL character" }],
  });
}

// Issue 9 finding 4: each of these answered 500 (PostgreSQL refuses U+0000 in text).
describe("a NUL byte in any input is a 400, for every route at once", () => {
  it("in a sign-in e-mail, without a session", async () => {
    const response = await t
      .client()
      .post("/auth/password", { email: "x\u0000@acme.example", password: "x" });
    expectRefused(response, "body.email");
  });

  it("in a query parameter, without a session", async () => {
    expectRefused(await t.client().get("/saml/sp/metadata?company=%00"), "querystring.company");
  });

  it("in a feed search", async () => {
    expectRefused(await admin.get("/api/post3?type=published&q=a%00b"), "querystring.q");
  });

  it("in a comment", async () => {
    const response = await admin.post("/api/comment", {
      objectId: postId,
      objectType: "post",
      text: "hi\u0000",
    });
    expectRefused(response, "body.text");
  });

  it("in a new post's title, deep in a list, and in a key", async () => {
    const article = { type: "article", htmlBody: "<p>x</p>", channelList: [{ _id: channelId }] };
    expectRefused(await admin.post("/api/post3", { ...article, title: "Town\u0000hall" }), "body.title");
    expectRefused(
      await admin.post("/api/post3", {
        ...article,
        title: "x",
        channelList: [{ _id: `${channelId}\u0000` }],
      }),
      "body.channelList.0._id",
    );
    expectRefused(await admin.post("/api/post3", { ...article, "ti\u0000tle": "x" }), "body");
  });

  it("in a path parameter", async () => {
    expectRefused(await admin.get("/api/oauth2/client/a%00b"), "params.clientId");
  });

  it("in the session cookie or a bearer token, before either is looked up", async () => {
    const cookie = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: { cookie: "chorus_sid=a%00b" },
    });
    expectRefused(cookie, "cookies.chorus_sid");
    // A cookie another site on the parent domain set is not the app's input.
    const foreign = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: { cookie: "_ga=a%00b" },
    });
    expect(foreign.statusCode).toBe(200);
    const bearer = await t.app.inject({
      method: "GET",
      url: "/api/session2",
      headers: { authorization: "Bearer chorus_pat_a\u0000b" },
    });
    expectRefused(bearer, "headers.authorization");
  });

  it("leaves every other control character and NUL-free input alone", async () => {
    const response = await admin.get("/api/post3?type=published&q=a%01b%09c");
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("findNul", () => {
  it("names the first place a NUL is found, in values and in keys", () => {
    expect(findNul("body", { a: ["x", { b: "y\u0000" }] })).toBe("body.a.1.b");
    expect(findNul("body", { "k\u0000": 1 })).toBe("body");
    expect(findNul("body", { a: "x", n: 1, ok: true, none: null })).toBeNull();
    expect(findNul("body", Buffer.from([0, 0, 0]))).toBeNull();
  });
});

describe("jsonDepthExceeds", () => {
  const nested = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;
  it.each([
    ["flat object", '{"a":1,"b":"x"}', 2, false],
    ["exactly at the limit", nested(64), 64, false],
    ["one past the limit", nested(65), 64, true],
    ["brackets inside strings do not count", `{"a":"${"[".repeat(500)}"}`, 2, false],
    ["an escaped quote does not end the string", `{"a":"\\"${"{".repeat(10)}"}`, 2, false],
    ["objects and arrays alternate", `${'[{"a":'.repeat(40)}1${"}]".repeat(40)}`, 64, true],
  ])("%s", (_label, text, limit, expected) => {
    expect(jsonDepthExceeds(text, limit)).toBe(expected);
  });
});

describe("a JSON body nested too deeply", () => {
  it("is refused with a 400 naming the limit, not parsed into a stack overflow", async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    registerErrorHandling(app);
    registerInputGuard(app);
    app.post("/echo", async (request) => ({ got: request.body }));
    const deep = `${'[{"a":'.repeat(2_500)}1${"}]".repeat(2_500)}`;
    const refused = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json" },
      payload: deep,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
    const fine = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json; charset=utf-8" },
      payload: '{"a":[1,{"b":2}]}',
    });
    expect(fine.json()).toEqual({ got: { a: [1, { b: 2 }] } });
    const polluted = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json" },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(polluted.statusCode).toBe(400);
    await app.close();
  });
});
