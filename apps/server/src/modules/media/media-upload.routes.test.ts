import {
  GIF_FRAMES_MESSAGE,
  IMAGE_DIMENSION_MESSAGE,
  IMAGE_TYPE_MESSAGE,
} from "@chorus/shared/media/image.rules";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { makeGif, makeJpeg, makeLargeJpeg, makePng, upload } from "./media.test-helpers.ts";

let t: TestApp;
let sharer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  sharer = await t.signIn(DEMO_USERS.sharer);
});
afterAll(() => t.close());

const postImage = (fileName: string, contentType: string, bytes: Buffer) =>
  upload(sharer, "/api/media/image", fileName, contentType, bytes);

describe("POST /api/media/image", () => {
  it("stores a JPEG without its EXIF and answers its metadata", async () => {
    const jpeg = await makeJpeg(1920, 1080, { exif: true });
    expect(jpeg.includes("secret-exif-marker")).toBe(true);
    const response = await postImage("photo.jpg", "image/jpeg", jpeg);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      width: 1920,
      height: 1080,
      hasError: false,
      ratioBucket: "16:9",
      isAnimated: false,
    });
    expect(body._id).toMatch(/^[0-9a-f]{24}$/);
    // A random name (not the guessable id) and a signature: see media-access.routes.test.ts.
    expect(body.url).toMatch(
      /^\/images\/media\/[0-9a-f]{24}\/[A-Za-z0-9_-]{22}\.jpg\?exp=\d+&sig=[A-Za-z0-9_-]+$/,
    );
    expect(body.url).not.toContain(body._id);
    const stored = await t.app.inject({ method: "GET", url: body.url });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.includes("secret-exif-marker")).toBe(false);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
  });

  it("accepts a PNG and an animated GIF", async () => {
    const png = await postImage("square.png", "image/png", await makePng(400, 400));
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json()).toMatchObject({ width: 400, height: 400, ratioBucket: "1:1", isAnimated: false });
    const gif = await postImage("loop.gif", "image/gif", await makeGif(12, 40, 30));
    expect(gif.statusCode, gif.body).toBe(200);
    expect(gif.json()).toMatchObject({ width: 40, height: 30, ratioBucket: "4:3", isAnimated: true });
    expect(gif.json().url).toMatch(/\.gif\?/);
  });

  it("lets the uploader read what was stored", async () => {
    const created = (await postImage("a.png", "image/png", await makePng(90, 160))).json();
    const response = await sharer.get(`/api/media/${created._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      _id: created._id,
      kind: "image",
      mime: "image/png",
      width: 90,
      height: 160,
    });
  });

  it.each([
    {
      name: "a text file renamed .jpg",
      fileName: "cat.jpg",
      type: "image/jpeg",
      bytes: Buffer.from("just some words, not a picture\n".repeat(20)),
    },
    {
      name: "HTML renamed .jpg",
      fileName: "page.jpg",
      type: "image/jpeg",
      bytes: Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
    },
    {
      name: "a Windows executable renamed .jpg",
      fileName: "setup.jpg",
      type: "image/jpeg",
      bytes: Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(200)]),
    },
    {
      name: "an SVG with a script",
      fileName: "logo.svg",
      type: "image/svg+xml",
      bytes: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>`,
      ),
    },
    { name: "a WebP (not an allowed type)", fileName: "x.webp", type: "image/webp", bytes: Buffer.alloc(0) },
  ])("refuses $name with the image-type message", async ({ fileName, type, bytes }) => {
    const content =
      bytes.length > 0
        ? bytes
        : await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
            .webp()
            .toBuffer();
    const response = await postImage(fileName, type, content);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(IMAGE_TYPE_MESSAGE);
  });

  it("refuses an image wider than 2048 px", async () => {
    const response = await postImage("wide.png", "image/png", await makePng(2049, 100));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(IMAGE_DIMENSION_MESSAGE);
  });

  it("refuses a 251-frame GIF", async () => {
    const response = await postImage("long.gif", "image/gif", await makeGif(251));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(GIF_FRAMES_MESSAGE);
  });

  it("stops an upload over 5 MB while it streams (413)", async () => {
    const big = await makeLargeJpeg(5 * 1048576 + 1);
    const response = await postImage(
      "huge.jpg",
      "image/jpeg",
      big.subarray(0, Math.max(big.length, 5 * 1048576 + 10)),
    );
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().message).toBe(IMAGE_TYPE_MESSAGE);
  });

  it("refuses a request that is not multipart", async () => {
    const response = await sharer.post("/api/media/image", { file: "nope" });
    expect(response.statusCode).toBe(400);
  });

  it("needs a session", async () => {
    const response = await upload(
      t.client(),
      "/api/media/image",
      "a.png",
      "image/png",
      await makePng(10, 10),
    );
    expect(response.statusCode).toBe(401);
  });
});
