import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaFile } from "../db/schema/index.ts";
import { makeMp4, makePng, upload } from "../modules/media/media.test-helpers.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/** A Globex session cannot read Acme's uploads, play Acme's videos or get a play cookie for Acme's posts. */
let t: TestApp;
let acme: TestClient;
let globex: TestClient;
let imageId: string;
let videoId: string;
let acmePostId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.signIn(DEMO_USERS.admin);
  globex = await t.signIn(GLOBEX_ADMIN);
  imageId = (await upload(acme, "/api/media/image", "a.png", "image/png", await makePng(50, 50))).json()._id;
  videoId = (
    await upload(acme, "/api/media/video", "v.mp4", "video/mp4", await makeMp4(320, 240, 3.5))
  ).json()._id;
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
