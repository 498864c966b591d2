import { GIF_FRAMES_MESSAGE, INVALID_IMAGE_URL_MESSAGE } from "@chorus/shared/media/image.rules";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { makeGif, makeJpeg, makePng, startServer, upload } from "./media.test-helpers.ts";

let t: TestApp;
let sharer: TestClient;
let site: Awaited<ReturnType<typeof startServer>>;
let photoKey: string;
const images: Record<string, { type: string; body: Buffer }> = {};

beforeAll(async () => {
  images["/photo.jpg"] = { type: "image/jpeg", body: await makeJpeg(1600, 900) };
  images["/html-as-png.png"] = {
    type: "image/png",
    body: Buffer.from("<html><script>alert(1)</script></html>"),
  };
  images["/logo.svg"] = {
    type: "image/svg+xml",
    body: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`),
  };
  images["/png-as-html"] = { type: "text/html", body: await makePng(10, 10) };
  images["/long.gif"] = { type: "image/gif", body: await makeGif(251) };
  images["/short.gif"] = { type: "image/gif", body: await makeGif(5, 40, 40) };
  site = await startServer((req, res) => {
    const found = images[req.url ?? ""];
    if (req.url === "/redirect-private")
      return res.writeHead(302, { location: "http://10.0.0.1/photo.jpg" }).end();
    if (!found) return res.writeHead(404).end();
    res.writeHead(200, { "content-type": found.type }).end(found.body);
  });
  t = await createTestApp({ OUTBOUND_ALLOWED_ADDRESSES: "127.0.0.1" });
  sharer = await t.signIn(DEMO_USERS.sharer);
  const uploaded = (
    await upload(sharer, "/api/media/image", "p.jpg", "image/jpeg", await makeJpeg(1800, 1200))
  ).json();
  photoKey = uploaded.url.replace(/^\/images\//, "").split("?")[0];
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe("GET /media/{token}/{key} (signed in to the image's company)", () => {
  it.each([
    { token: "post", width: 600, height: 400 },
    { token: "post_x2", width: 1200, height: 800 },
    { token: "avatar", width: 64, height: 64 },
    { token: "fit", width: 400, height: 300 },
    { token: "fit_in", width: 600, height: 400 },
    { token: "notification", width: 80, height: 80 },
    { token: "original", width: 1800, height: 1200 },
  ])("renders $token at $width x $height", async ({ token, width, height }) => {
    const response = await sharer.get(`/media/${token}/${photoKey}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width, height });
  });

  it("renders once, then serves from the cache with an ETag and private cache headers", async () => {
    const first = await sharer.get(`/media/fit_in_x2/${photoKey}`);
    expect(first.headers["x-media-cache"]).toBe("miss");
    const second = await sharer.get(`/media/fit_in_x2/${photoKey}`);
    expect(second.headers["x-media-cache"]).toBe("hit");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers["cache-control"]).toBe("private, max-age=3600");
    const etag = String(second.headers.etag);
    const notModified = await sharer.get(`/media/fit_in_x2/${photoKey}`, { "if-none-match": etag });
    expect(notModified.statusCode).toBe(304);
  });

  it.each([
    { name: "an unknown token", url: () => `/media/huge/${photoKey}`, status: 400 },
    {
      name: "an encoded path traversal",
      url: () => "/media/post/media%2F..%2F..%2F..%2Fetc%2Fpasswd.jpg",
      status: 404,
    },
    { name: "a missing file", url: () => "/media/post/media/0123/nothing.jpg", status: 404 },
    { name: "a cached variant as source", url: () => `/media/post/variants/post/${photoKey}`, status: 404 },
  ])("refuses $name", async ({ url, status }) => {
    expect((await sharer.get(url())).statusCode).toBe(status);
  });
});

describe("GET /get/image/{token}/{protocol}/…", () => {
  const proxied = (path: string, token = "post") =>
    sharer.get(`/get/image/${token}/http/${site.origin.replace("http://", "")}${path}`);

  it("fetches an outside image and resizes it by the token", async () => {
    const response = await proxied("/photo.jpg");
    expect(response.statusCode, response.body).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: "jpeg",
      width: 600,
      height: 338,
    });
  });

  it("keeps a GIF within the limits animated", async () => {
    const response = await proxied("/short.gif", "original");
    expect(response.statusCode, response.body).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).pages).toBe(5);
  });

  it.each(["/html-as-png.png", "/logo.svg", "/png-as-html", "/missing.jpg"])(
    "refuses %s as 'Invalid image URL'",
    async (path) => {
      const response = await proxied(path);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID_IMAGE_URL_MESSAGE);
    },
  );

  it("holds outside GIFs to the frame limit", async () => {
    const response = await proxied("/long.gif");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(GIF_FRAMES_MESSAGE);
  });

  it.each([
    "/get/image/post/http/169.254.169.254/latest/meta-data/iam",
    "/get/image/post/http/10.0.0.1/a.png",
    "/get/image/post/http/127.0.0.2/a.png",
    "/get/image/post/http/[::1]/a.png",
  ])("refuses the private address %s", async (url) => {
    const response = await sharer.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_IMAGE_URL_MESSAGE);
  });

  it("re-checks redirects", async () => {
    const response = await proxied("/redirect-private");
    expect(response.statusCode).toBe(400);
  });

  it("refuses other protocols and anonymous callers", async () => {
    expect((await sharer.get("/get/image/post/ftp/example.com/a.png")).statusCode).toBe(400);
    expect((await t.client().get(`/get/image/post/http/127.0.0.1/photo.jpg`)).statusCode).toBe(401);
  });
});
