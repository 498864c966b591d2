import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { rowsOf } from "../post/feed.repository.ts";

/** A fake translation service: records what it receives, answers like the real one. */
interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}
async function fakeServer(answer: (body: Record<string, unknown>) => unknown) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      received.push({ path: request.url ?? "", headers: request.headers, body });
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(answer(body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const upper = (texts: unknown) =>
  (Array.isArray(texts) ? texts : [texts]).map((t) => `[${String(t).toUpperCase()}]`);

async function readablePost(t: TestApp) {
  const [row] = await rowsOf<{ id: string; title: string; commentId: string | null }>(
    t.database.db,
    sql`SELECT p.id, p.title, (SELECT c.id FROM comment c WHERE c.object_id = p.id LIMIT 1) AS "commentId"
          FROM post p JOIN post_channel pc ON pc.post_id = p.id JOIN channel ch ON ch.id = pc.channel_id
         WHERE ch.name = 'Company News' AND pc.status = 'published' AND pc.published_at <= now()
           AND pc.archived_at IS NULL AND p.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM comment c WHERE c.object_id = p.id)
         LIMIT 1`,
  );
  if (!row?.commentId) throw new Error("the demo data needs a published post with a comment");
  return row as { id: string; title: string; commentId: string };
}

describe("without a provider", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 404 'Machine translation is not configured' and /api/config says translationEnabled false", async () => {
    const client = await t.signIn(DEMO_USERS.sharer);
    const post = await readablePost(t);
    const response = await client.get(`/api/translation/post/${post.id}?lang=de`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "404.0",
      message: "Machine translation is not configured",
    });
    expect((await client.get("/api/config")).json().translationEnabled).toBe(false);
  });
});

describe("LibreTranslate", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof fakeServer>>;
  beforeAll(async () => {
    fake = await fakeServer((body) => ({
      translatedText: upper(body.q),
      detectedLanguage: [{ language: "en", confidence: 90 }],
    }));
    t = await createTestApp({
      TRANSLATION_PROVIDER: "libretranslate",
      TRANSLATION_URL: fake.url,
      TRANSLATION_API_KEY: "lt-key",
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("translates a post through POST /translate, then serves the cache", async () => {
    const client = await t.signIn(DEMO_USERS.sharer);
    const post = await readablePost(t);
    const response = await client.get(`/api/translation/post/${post.id}?lang=de`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      _id: post.id,
      lang: "de",
      sourceLang: "en",
      title: `[${post.title.toUpperCase()}]`,
    });
    const calls = fake.received.length;
    expect(fake.received[0]).toMatchObject({
      path: "/translate",
      body: { source: "auto", target: "de", api_key: "lt-key" },
    });
    expect(fake.received.map((r) => r.body.format)).toContain("text");
    await client.get(`/api/translation/post/${post.id}?lang=de`);
    expect(fake.received.length).toBe(calls);
    expect((await client.get("/api/config")).json().translationEnabled).toBe(true);
  });

  it("translates a comment; unknown ids and another tenant's post are 404", async () => {
    const client = await t.signIn(DEMO_USERS.sharer);
    const post = await readablePost(t);
    const response = await client.get(`/api/translation/comment/${post.commentId}?lang=fr`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().text).toMatch(/^\[.*\]$/s);
    expect((await client.get(`/api/translation/comment/${"0".repeat(24)}`)).statusCode).toBe(404);
    const globex = await t.signIn("gina@globex.example");
    expect((await globex.get(`/api/translation/post/${post.id}?lang=de`)).statusCode).toBe(404);
    expect((await globex.get(`/api/translation/comment/${post.commentId}?lang=de`)).statusCode).toBe(404);
  });
});

describe("DeepL", () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof fakeServer>>;
  beforeAll(async () => {
    fake = await fakeServer((body) => ({
      translations: (body.text as string[]).map((text) => ({
        detected_source_language: "EN",
        text: `«${text}»`,
      })),
    }));
    t = await createTestApp({
      TRANSLATION_PROVIDER: "deepl",
      TRANSLATION_URL: fake.url,
      TRANSLATION_API_KEY: "dl-key",
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("sends POST /v2/translate with the DeepL-Auth-Key header; the user's translation language is the default", async () => {
    const client = await t.signIn(DEMO_USERS.sharer);
    await client.put("/api/user/me/translation", { translation: { value: "fi" } });
    const post = await readablePost(t);
    const html = "<p>Hello <b>world</b></p>";
    await t.database.db.execute(sql`UPDATE post SET html_body = ${html} WHERE id = ${post.id}`);
    const response = await client.get(`/api/translation/post/${post.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      lang: "fi",
      sourceLang: "en",
      title: `«${post.title}»`,
      htmlBody: `«${html}»`,
    });
    const first = fake.received[0];
    expect(first?.path).toBe("/v2/translate");
    expect(first?.headers.authorization).toBe("DeepL-Auth-Key dl-key");
    expect(first?.body.target_lang).toBe("FI");
    // Markup goes in its own request, flagged so DeepL keeps the tags; plain text is not flagged.
    const withHtml = fake.received.filter((r) => (r.body.text as string[]).includes(html));
    const withTitle = fake.received.filter((r) => (r.body.text as string[]).includes(post.title));
    expect(withHtml.map((r) => r.body.tag_handling)).toEqual(["html"]);
    expect(withTitle.map((r) => r.body.tag_handling)).toEqual([undefined]);
  });
});

describe("a failing provider", () => {
  let t: TestApp;
  let failing: Server;
  beforeAll(async () => {
    // Answers 503 with a detail of its own that must not reach the user.
    failing = createServer((_request, response) => {
      response.statusCode = 503;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ error: "internal provider secret detail" }));
    });
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    t = await createTestApp({
      TRANSLATION_PROVIDER: "libretranslate",
      TRANSLATION_URL: `http://127.0.0.1:${(failing.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => failing.close(() => resolve()));
  });

  it("answers 424 '424.90' 'The translation service did not answer. Try again later.' and caches nothing", async () => {
    const client = await t.signIn(DEMO_USERS.sharer);
    const post = await readablePost(t);
    for (const path of [
      `/api/translation/post/${post.id}?lang=de`,
      `/api/translation/comment/${post.commentId}?lang=de`,
    ]) {
      const response = await client.get(path);
      expect(response.statusCode).toBe(424);
      expect(response.headers["x-smarp-error-code"]).toBe("424.90");
      expect(response.json()).toEqual({
        code: "424.90",
        message: "The translation service did not answer. Try again later.",
      });
      expect(response.body).not.toContain("secret");
    }
    const cached = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM translation_cache`,
    );
    expect(cached[0]?.n).toBe(0);
  });
});
