import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscription } from "../../db/schema/index.ts";
import { eventually } from "../../test/job-states.ts";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { notify } from "./notify.ts";

/** The encryption library web-push itself uses, to open the message as the browser would. */
const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

/** A local push service: records each POST and answers what the test sets per path. */
interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}
let service: Server;
let serviceUrl: string;
const received: Received[] = [];
const answers = new Map<string, number>();

let t: TestApp;
beforeAll(async () => {
  service = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  t = await createTestApp({ ALLOW_PRIVATE_OUTBOUND: "true" });
});
afterAll(async () => {
  await t.close();
  service.close();
});

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

async function notifyEmma(title: string) {
  const [userId, companyId] = [await t.userId(DEMO_USERS.sharer), await t.companyId("acme")];
  // new_proposed_post: push on by default.
  await notify(
    { db: t.database.db },
    {
      companyId,
      userId,
      type: "new_proposed_post",
      textHtml: `<b>${title}</b>`,
      itemTitle: title,
      webUrl: "/?type=incoming",
    },
  );
}

describe("Web Push", () => {
  it("delivers an encrypted, VAPID-signed push to a subscribed browser", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const { publicKey } = (await emma.get("/api/notification/push/key")).json();
    const browser = browserKeys();
    const endpoint = `${serviceUrl}/push/emma-1`;
    expect(
      (await emma.post("/api/notification/push/subscription", { endpoint, keys: browser.keys })).json(),
    ).toEqual({
      ok: true,
    });
    await notifyEmma("Pushed post");
    await eventually(() => received.some((r) => r.path === "/push/emma-1"), Boolean);
    const push = received.find((r) => r.path === "/push/emma-1") as Received;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    // The VAPID JWT is signed by the deployment's key (the one the browser subscribed with).
    const authorization = String(push.headers.authorization);
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
    expect(k).toBe(publicKey);
    const [header, claims, signature] = (jwt as string).split(".");
    const raw = Buffer.from(publicKey, "base64url");
    const key = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: raw.subarray(1, 33).toString("base64url"),
        y: raw.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    expect(
      verify(
        "sha256",
        Buffer.from(`${header}.${claims}`),
        { key, dsaEncoding: "ieee-p1363" },
        Buffer.from(signature as string, "base64url"),
      ),
    ).toBe(true);
    expect(JSON.parse(Buffer.from(claims as string, "base64url").toString()).aud).toBe(serviceUrl);

    // Only the browser's private key opens it.
    const plain = ece.decrypt(push.body, {
      version: "aes128gcm",
      privateKey: browser.ecdh,
      authSecret: browser.keys.auth,
    });
    expect(JSON.parse(plain.toString())).toMatchObject({
      title: "Pushed post",
      body: "Pushed post",
      url: "/?type=incoming",
    });
  });

  it("forgets a subscription the push service says is gone (410), keeps one that failed for now (500)", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    answers.set("/push/gone", 410);
    answers.set("/push/busy", 500);
    for (const path of ["/push/gone", "/push/busy"])
      await emma.post("/api/notification/push/subscription", {
        endpoint: `${serviceUrl}${path}`,
        keys: browserKeys().keys,
      });
    await notifyEmma("To every browser");
    const endpoints = async () =>
      (
        await t.database.db
          .select({ endpoint: pushSubscription.endpoint })
          .from(pushSubscription)
          .where(and(eq(pushSubscription.userId, await t.userId(DEMO_USERS.sharer))))
      ).map((row) => row.endpoint);
    await eventually(endpoints, (list) => !list.includes(`${serviceUrl}/push/gone`));
    expect(await endpoints()).toContain(`${serviceUrl}/push/busy`);
    expect(received.some((r) => r.path === "/push/busy")).toBe(true);
  });

  it("unsubscribes, and refuses an endpoint the outbound policy forbids", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const endpoint = `${serviceUrl}/push/emma-1`;
    await emma.delete("/api/notification/push/subscription", { endpoint });
    const rows = await t.database.db
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.endpoint, endpoint));
    expect(rows).toEqual([]);
    const bad = await emma.post("/api/notification/push/subscription", {
      endpoint: "ftp://push.example.com/x",
      keys: browserKeys().keys,
    });
    expect(bad.statusCode).toBe(400);
  });
});
