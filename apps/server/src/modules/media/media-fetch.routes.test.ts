import { EMBED_MESSAGES } from "@chorus/shared/media/embed.rules";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { startServer } from "./media.test-helpers.ts";

const ARTICLE = `<!doctype html><html><head><title>Plain title</title>
<meta property="og:title" content="Chorus ships media">
<meta property="og:description" content="Images, videos and documents in posts.">
<meta property="og:image" content="/img/cover.png">
</head><body><article><h1>Chorus ships media</h1>
${"<p>Employees can now add images, videos and documents to their posts. The editor checks every file before upload and the server checks it again.</p>".repeat(8)}
<script>alert("not text")</script></article></body></html>`;

/** Two local servers: 127.0.0.1 is allow-listed for the test, 127.0.0.2 stands for a private host. */
let site: Awaited<ReturnType<typeof startServer>>;
let privateHost: Awaited<ReturnType<typeof startServer>>;
let t: TestApp;
let sharer: TestClient;
let slowArrived = () => {};

beforeAll(async () => {
  privateHost = await startServer(
    (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<title>internal admin</title>"),
    "127.0.0.2",
  );
  site = await startServer((req, res) => {
    if (req.url === "/article")
      return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(ARTICLE);
    if (req.url === "/to-private") return res.writeHead(302, { location: `${privateHost.origin}/` }).end();
    if (req.url === "/to-metadata")
      return res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    if (req.url === "/to-article") return res.writeHead(301, { location: "/article" }).end();
    if (req.url === "/loop") return res.writeHead(302, { location: "/loop" }).end();
    if (req.url === "/huge") {
      res.writeHead(200, { "content-type": "text/html" });
      res.write(`<html><head><title>Huge page</title><meta name="description" content="big"></head><body>`);
      return res.end("x".repeat(3 * 1048576));
    }
    // Never answers: the fetch must give up on its own.
    if (req.url === "/slow") return slowArrived();
    res.writeHead(404).end();
  });
  // Outside addresses are refused as in production; only the test site's exact address is let through.
  t = await createTestApp({ OUTBOUND_ALLOWED_ADDRESSES: "127.0.0.1" });
  sharer = await t.signIn(DEMO_USERS.sharer);
});
afterAll(async () => {
  await t.close();
  await site.close();
  await privateHost.close();
});

const preview = (url: string) => sharer.get(`/api/media/link-preview?url=${encodeURIComponent(url)}`);

describe("GET /api/media/link-preview", () => {
  it("reads the open-graph facts of a page", async () => {
    const response = await preview(`${site.origin}/article`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      url: `${site.origin}/article`,
      title: "Chorus ships media",
      description: "Images, videos and documents in posts.",
      image: `${site.origin}/img/cover.png`,
      host: "127.0.0.1",
    });
  });

  it("follows a redirect to an allowed address", async () => {
    const response = await preview(`${site.origin}/to-article`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().url).toBe(`${site.origin}/article`);
  });

  it("reads only the first megabyte of a large page", async () => {
    const response = await preview(`${site.origin}/huge`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().title).toBe("Huge page");
  });

  it.each(["a.io", "abcde", "  x  "])("refuses '%s' as 'Link too small'", async (url) => {
    const response = await preview(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Link too small");
  });

  it.each([
    { name: "loopback", url: "http://127.0.0.2:80/" },
    { name: "a private network", url: "http://10.0.0.1/" },
    { name: "the cloud metadata service", url: "http://169.254.169.254/latest/meta-data/" },
    { name: "IPv6 loopback", url: "http://[::1]/" },
    { name: "IPv4-mapped IPv6 loopback", url: "http://[::ffff:127.0.0.2]/" },
    { name: "carrier-grade NAT", url: "http://100.64.0.1/" },
    { name: "localhost", url: "http://localhost/" },
  ])("refuses $name", async ({ url }) => {
    const response = await preview(url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe("The address points to a private network");
  });

  it("refuses a public-looking name that resolves to loopback (or cannot resolve offline)", async () => {
    const response = await preview("http://localtest.me/");
    expect(response.statusCode).toBe(400);
  });

  it("re-checks every redirect hop: an allowed site redirecting to a private host is refused", async () => {
    const toPrivate = await preview(`${site.origin}/to-private`);
    expect(toPrivate.statusCode, toPrivate.body).toBe(400);
    expect(toPrivate.json().message).toBe("The address points to a private network");
    const toMetadata = await preview(`${site.origin}/to-metadata`);
    expect(toMetadata.statusCode).toBe(400);
    expect(toMetadata.json().message).toBe("The address points to a private network");
  });

  it("stops after 3 redirects", async () => {
    const response = await preview(`${site.origin}/loop`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The address redirected too many times");
  });

  it("gives up after 5 seconds", async () => {
    // A controlled clock: the fetch's deadline is a timer, so a loaded machine cannot make this flaky.
    const arrived = new Promise<void>((resolve) => {
      slowArrived = resolve;
    });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      let settled = false;
      const answer = preview(`${site.origin}/slow`).finally(() => {
        settled = true;
      });
      await arrived;
      await vi.advanceTimersByTimeAsync(4_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const response = await answer;
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("The address did not answer in time");
    } finally {
      vi.useRealTimers();
    }
  });

  it.each(["file:///etc/passwd", "gopher://127.0.0.1/x", "ftp://example.com/a"])(
    "refuses the scheme of %s",
    async (url) => {
      expect((await preview(url)).statusCode).toBe(400);
    },
  );
});

describe("POST /api/fulltext", () => {
  it("extracts the readable text of an article (JSON body)", async () => {
    const response = await sharer.post("/api/fulltext", { url: `${site.origin}/article` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.title).toBe("Chorus ships media");
    expect(body.text).toContain("The editor checks every file before upload");
    expect(body.text).not.toContain("alert");
  });

  it("accepts the URL as plain text", async () => {
    const response = await sharer.request({
      method: "POST",
      url: "/api/fulltext",
      payload: `${site.origin}/article`,
      headers: { "content-type": "text/plain" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().text).toContain("Employees can now add images");
  });

  it("is behind the same guard", async () => {
    const response = await sharer.post("/api/fulltext", { url: `${site.origin}/to-private` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The address points to a private network");
  });
});

describe("POST /api/media/embed/validate", () => {
  const LI = "https://www.linkedin.com/embed/feed/update/urn:li:share:7012345678901234567";
  it.each([
    {
      network: "linkedin",
      value: `<iframe src="${LI}" height="593" width="504" frameborder="0" title="Embedded post"></iframe>`,
      src: LI,
    },
    {
      network: "facebook",
      value:
        "https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Facme%2Fposts%2F1",
      src: "https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Facme%2Fposts%2F1",
    },
  ])("accepts a $network embed and extracts its src", async ({ network, value, src }) => {
    const response = await sharer.post("/api/media/embed/validate", { network, value });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ valid: true, src });
  });

  it.each([
    { network: "linkedin", value: `<iframe src="https://evil.example/embed"></iframe>` },
    { network: "facebook", value: `<iframe src="javascript:alert(1)"></iframe>` },
  ] as const)("refuses a bad $network embed with a message", async ({ network, value }) => {
    const response = await sharer.post("/api/media/embed/validate", { network, value });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EMBED_MESSAGES[network]);
  });

  it("refuses an unknown network", async () => {
    expect(
      (await sharer.post("/api/media/embed/validate", { network: "myspace", value: "x" })).statusCode,
    ).toBe(400);
  });
});
