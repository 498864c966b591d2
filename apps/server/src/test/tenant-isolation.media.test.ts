import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaFile, post } from "../db/schema/index.ts";
import { channelFixtures } from "../modules/channel/channel.test-helpers.ts";
import { makeMp4, makePdf, makePng, upload } from "../modules/media/media.test-helpers.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/**
 * A Globex session cannot read Acme's uploads or their files, play Acme's videos or get a play
 * cookie for Acme's posts.
 */
const canonical = (url: string) => url.split("?")[0] as string;

let t: TestApp;
let acme: TestClient;
let globex: TestClient;
let imageId: string;
let videoId: string;
let acmePostId: string;
let imageUrl: string;
let posterUrl: string;
let documentPageUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.signIn(DEMO_USERS.admin);
  globex = await t.signIn(GLOBEX_ADMIN);
  const image = (await upload(acme, "/api/media/image", "a.png", "image/png", await makePng(50, 50))).json();
  [imageId, imageUrl] = [image._id, canonical(image.url)];
  const video = (
    await upload(acme, "/api/media/video", "v.mp4", "video/mp4", await makeMp4(320, 240, 3.5))
  ).json();
  [videoId, posterUrl] = [video._id, canonical(video.posterUrl)];
  const pdf = (
    await upload(acme, "/api/media/document", "d.pdf", "application/pdf", await makePdf(1))
  ).json();
  documentPageUrl = canonical(pdf.imageList[0].url);
  acmePostId = (await acme.get("/api/post3?type=published")).json().postList[0]._id;
});
afterAll(() => t.close());

describe("tenant isolation: media", () => {
  it("hides Acme's media metadata from Globex (404)", async () => {
    expect((await acme.get(`/api/media/${imageId}`)).statusCode).toBe(200);
    const response = await globex.get(`/api/media/${imageId}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(imageId);
  });

  it("does not stream Acme's video to Globex, nor issue a cookie for Acme's post", async () => {
    expect((await globex.get(`/api/video/file/${videoId}`)).statusCode).toBe(404);
    expect((await globex.get(`/api/video/play/issue-cookie?postId=${acmePostId}`)).statusCode).toBe(404);
    expect((await globex.get(`/api/video/file/${videoId}`)).statusCode).toBe(404);
  });

  it("serves none of Acme's stored files (image, poster, document page, at any size) to Globex", async () => {
    for (const url of [imageUrl, posterUrl, documentPageUrl]) {
      const sized = url.replace("/images/", "/media/post/");
      const legacy = url.replace("/images/", "/media/original/");
      for (const path of [url, sized, legacy]) {
        expect((await acme.get(path)).statusCode, path).toBe(200);
        expect((await globex.get(path)).statusCode, path).toBe(404);
        expect((await t.client().get(path)).statusCode, path).toBe(404);
      }
    }
  });

  it("does not let Globex store Acme's media URL in a post (no fresh signature for a known key)", async () => {
    const before = await t.database.db.$count(post);
    const response = await globex.post("/api/post3", {
      type: "article",
      title: "Borrowed",
      htmlBody: "<p>Not mine</p>",
      channelList: [{ _id: await channelFixtures(t).channelId("Globex Announcements", "globex") }],
      imageMetadataList: [{ url: imageUrl, width: 50, height: 50, hasError: false }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Image not found");
    expect(await t.database.db.$count(post)).toBe(before);
  });

  it("leaves Acme's rows unchanged", async () => {
    const acmeId = await t.companyId("acme");
    const acmeRows = () =>
      t.database.db.select().from(mediaFile).where(eq(mediaFile.companyId, acmeId)).orderBy(mediaFile.id);
    const before = await acmeRows();
    expect(before.map((r) => r.id)).toEqual(expect.arrayContaining([imageId, videoId]));
    for (const url of [
      `/api/media/${imageId}`,
      `/api/media/${videoId}`,
      `/api/video/file/${videoId}`,
      `/api/video/play/issue-cookie?postId=${acmePostId}`,
    ])
      expect((await globex.get(url)).statusCode).toBe(404);
    expect(await acmeRows()).toEqual(before);
  });
});
