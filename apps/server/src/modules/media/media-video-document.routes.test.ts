import { INVALID_VIDEO_MESSAGE } from "@chorus/shared/media/video.rules";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { DOCUMENT_TYPE_MESSAGE } from "./document.ts";
import { makeMp4, makePdf, upload } from "./media.test-helpers.ts";

let t: TestApp;
let admin: TestClient;
let sharer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin);
  sharer = await t.signIn(DEMO_USERS.sharer);
});
afterAll(() => t.close());

describe("POST /api/media/video", () => {
  it("probes an mp4, extracts a poster and answers the video metadata", async () => {
    const response = await upload(
      admin,
      "/api/media/video",
      "clip.mp4",
      "video/mp4",
      await makeMp4(640, 360, 3.2),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.videoMetadata).toEqual({ width: 640, height: 360, duration: 4 });
    expect(body.videoUrl).toBe(`/api/video/file/${body._id}`);
    const poster = await t.app.inject({ method: "GET", url: body.posterUrl });
    expect(poster.statusCode).toBe(200);
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({
      format: "jpeg",
      width: 640,
      height: 360,
    });
  });

  it.each([
    {
      name: "a wrong extension",
      fileName: "clip.avi",
      seconds: 4,
      size: [640, 360],
      message: "The format of the video should be mp4 or mov",
    },
    {
      name: "a too short video",
      fileName: "clip.mp4",
      seconds: 1,
      size: [640, 360],
      message: "Video duration required is 3 - 600 s.",
    },
    {
      name: "a too small video",
      fileName: "clip.mp4",
      seconds: 4,
      size: [160, 120],
      message: "Minimum video resolution required is 256x144.",
    },
    {
      name: "a too narrow video",
      fileName: "clip.mp4",
      seconds: 4,
      size: [1000, 400],
      message: "Video aspect ratio required is 1:2.4 - 2.4:1.",
    },
  ])("refuses $name", async ({ fileName, seconds, size, message }) => {
    const [w = 0, h = 0] = size;
    const response = await upload(
      admin,
      "/api/media/video",
      fileName,
      "video/mp4",
      await makeMp4(w, h, seconds),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("refuses a text file named .mp4", async () => {
    const response = await upload(
      admin,
      "/api/media/video",
      "movie.mp4",
      "video/mp4",
      Buffer.from("not a video at all\n".repeat(50)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_VIDEO_MESSAGE);
  });
});

describe("video playback cookie", () => {
  it("lets a reader of the post play its video, and nobody else", async () => {
    const video = (
      await upload(admin, "/api/media/video", "clip.mp4", "video/mp4", await makeMp4(320, 240, 3.5))
    ).json();
    const feed = (await sharer.get("/api/post3?type=published")).json();
    const postId: string = feed.postList[0]._id;
    expect(postId).toMatch(/^[0-9a-f]{24}$/);
    await t.database.db.update(post).set({ videoUrl: video.videoUrl }).where(eq(post.id, postId));

    // The uploader previews it without a cookie; a reader needs one.
    expect((await admin.get(video.videoUrl)).statusCode).toBe(200);
    expect((await sharer.get(video.videoUrl)).statusCode).toBe(404);

    const issued = await sharer.get(`/api/video/play/issue-cookie?postId=${postId}`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toEqual({ ok: true });
    const cookie = issued.cookies.find((c) => c.name === "chorus_video");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "None", path: "/api/video/" });
    expect(cookie?.maxAge).toBeLessThanOrEqual(3600);

    const played = await sharer.get(video.videoUrl);
    expect(played.statusCode).toBe(200);
    expect(played.headers["content-type"]).toBe("video/mp4");
    expect(played.rawPayload.subarray(4, 8).toString("latin1")).toBe("ftyp");

    // A forged cookie is worthless.
    const forged = t.client();
    await forged.signIn(DEMO_USERS.channel_analyst);
    forged.cookies.set("chorus_video", (cookie?.value ?? "").replace(/.$/, "A"));
    expect((await forged.get(video.videoUrl)).statusCode).toBe(404);
  });

  it("serves byte ranges: 206 with Content-Range, the whole file with Accept-Ranges, 416 past the end", async () => {
    const video = (
      await upload(admin, "/api/media/video", "seek.mp4", "video/mp4", await makeMp4(320, 240, 3.5))
    ).json();
    const whole = await admin.get(video.videoUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    const size = whole.rawPayload.length;
    expect(whole.headers["content-length"]).toBe(String(size));

    const first = await admin.get(video.videoUrl, { range: "bytes=0-99" });
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-99/${size}`);
    expect(first.headers["content-length"]).toBe("100");
    expect(first.headers["accept-ranges"]).toBe("bytes");
    expect(first.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);

    const tail = await admin.get(video.videoUrl, { range: `bytes=${size - 10}-` });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);

    const suffix = await admin.get(video.videoUrl, { range: "bytes=-20" });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(whole.rawPayload.subarray(size - 20))).toBe(true);

    const beyond = await admin.get(video.videoUrl, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${size}`);

    // A range does not get around the play cookie.
    expect((await sharer.get(video.videoUrl, { range: "bytes=0-99" })).statusCode).toBe(404);
  });

  it("answers 404 for a post the user cannot read", async () => {
    const response = await sharer.get("/api/video/play/issue-cookie?postId=0123456789abcdef01234567");
    expect(response.statusCode).toBe(404);
  });
});

describe("POST /api/media/document", () => {
  it("renders the pages of a PDF and reads its title", async () => {
    const response = await upload(
      sharer,
      "/api/media/document",
      "deck.pdf",
      "application/pdf",
      await makePdf(3, "Quarterly results"),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ title: "Quarterly results", pageCount: 3 });
    expect(body.imageList).toHaveLength(3);
    const page = await t.app.inject({ method: "GET", url: body.imageList[0].url });
    expect(page.statusCode).toBe(200);
    expect((await sharp(page.rawPayload).metadata()).format).toBe("jpeg");
  });

  it("renders at most 30 pages", async () => {
    const body = (
      await upload(sharer, "/api/media/document", "long.pdf", "application/pdf", await makePdf(32))
    ).json();
    expect(body.pageCount).toBe(32);
    expect(body.imageList).toHaveLength(30);
  });

  it.each([
    { name: "a Word file", fileName: "a.docx", bytes: Buffer.from("PK\x03\x04 this is a zip", "latin1") },
    {
      name: "HTML named .pdf",
      fileName: "a.pdf",
      bytes: Buffer.from("<html><script>alert(1)</script></html>"),
    },
  ])("refuses $name", async ({ fileName, bytes }) => {
    const response = await upload(sharer, "/api/media/document", fileName, "application/pdf", bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DOCUMENT_TYPE_MESSAGE);
  });

  it("refuses a broken PDF", async () => {
    const response = await upload(
      sharer,
      "/api/media/document",
      "bad.pdf",
      "application/pdf",
      Buffer.from("%PDF-1.7\ngarbage"),
    );
    expect(response.statusCode).toBe(400);
  });
});
