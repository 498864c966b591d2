import { existsSync } from "node:fs";
import { join } from "node:path";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createStorages, type MediaStorages, readAll } from "../../platform/storage/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { rowsOf } from "../post/feed.repository.ts";
import { makePng } from "./media.test-helpers.ts";
import { migrateGuessableMediaKeys } from "./media-key-migration.ts";

/**
 * Files stored the old way (keys made of an object id, or a bare file name) get random keys:
 * copied in storage, every row rewritten, the old object gone; the pictures keep showing.
 */
let t: TestApp;
let acme: TestClient;
let storages: MediaStorages;
let acmeId: string;
let postId: string;
let userId: string;
const uploadsDir = inject("uploadsDir");
const mediaId = newObjectId();
const otherId = newObjectId();
let oldImageKey: string;
let oldAvatarKey: string;
let imageBytes: Buffer;
const oldBucketKey = () => `media/${acmeId}/${otherId}.png`;
let avatarBytes: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  storages = createStorages(loadConfig({ NODE_ENV: "test", DATA_DIR: uploadsDir.replace(/\/uploads$/, "") }));
  acmeId = await t.companyId("acme");
  acme = await t.signIn(DEMO_USERS.sharer);
  userId = await t.userId(DEMO_USERS.sharer);
  // As the code before the fix stored them: the object id in the key, a bare demo file name.
  oldImageKey = `media/${acmeId}/${mediaId}.png`;
  oldAvatarKey = `legacy-avatar-${mediaId}.png`;
  imageBytes = await makePng(30, 20);
  avatarBytes = await makePng(16, 16);
  await storages.public.put(oldImageKey, imageBytes, "image/png");
  await storages.public.put(oldAvatarKey, avatarBytes, "image/png");
  await t.database.db.execute(sql`
    INSERT INTO media_file (company_id, id, kind, storage_key, mime, bytes, width, height, frames, created_by)
    VALUES (${acmeId}, ${mediaId}, 'image', ${oldImageKey}, 'image/png', ${imageBytes.length}, 30, 20, 1, ${userId})`);
  const feed = (await acme.get("/api/post3?type=published")).json();
  postId = feed.postList.find((p: { imageMetadataList: unknown[] }) => p.imageMetadataList.length > 0)._id;
  await storages.public.put(oldBucketKey(), imageBytes, "image/png");
  const list = JSON.stringify([
    { url: `/images/${oldImageKey}`, width: 30, height: 20, hasError: false },
    // Stored by an S3 deployment with a public bucket address; and someone else's URL that merely looks alike.
    { url: `https://cdn.example/public/${oldBucketKey()}`, width: 30, height: 20, hasError: false },
    { url: `https://elsewhere.example/images/${oldImageKey}`, width: 30, height: 20, hasError: false },
  ]);
  await t.database.db.execute(sql`UPDATE post SET image_metadata_list = ${list}::jsonb WHERE id = ${postId}`);
  await t.database.db.execute(
    sql`UPDATE app_user SET avatar_url = ${`/images/${oldAvatarKey}`} WHERE id = ${userId}`,
  );
});
afterAll(() => t.close());

const postImageUrls = async (): Promise<string[]> => {
  const response = await acme.get(`/api/post3/${postId}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return (body.post ?? body).imageMetadataList.map((i: { url: string }) => i.url);
};
const postImageUrl = async () => (await postImageUrls())[0] as string;

describe("moving guessable media keys", () => {
  it("before: the old key is what the post points at (and it is guessable from the id)", async () => {
    expect(await postImageUrl()).toContain(`${mediaId}.png`);
  });

  it("gives old files random keys; the post's picture and the avatar are served from them", async () => {
    const result = await migrateGuessableMediaKeys(t.database.db, storages);
    expect(result.moved).toBeGreaterThanOrEqual(2);

    const url = await postImageUrl();
    expect(url).toMatch(new RegExp(`^/images/media/${acmeId}/[A-Za-z0-9_-]{22}\\.png\\?exp=\\d+&sig=`));
    expect(url).not.toContain(mediaId);
    const image = await t.client().get(url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(imageBytes)).toBe(true);

    const [, bucket, elsewhere] = await postImageUrls();
    expect(bucket).toMatch(new RegExp(`^/images/media/${acmeId}/[A-Za-z0-9_-]{22}\\.png\\?exp=`));
    expect((await t.client().get(bucket as string)).rawPayload.equals(imageBytes)).toBe(true);
    expect(elsewhere).toBe(`https://elsewhere.example/images/${oldImageKey}`);

    const session = (await acme.get("/api/session2")).json();
    const avatar = String(session.user.AvatarUrl);
    expect(avatar).toMatch(new RegExp(`^/images/media/${acmeId}/[A-Za-z0-9_-]{22}\\.png\\?`));
    expect((await acme.get(avatar)).rawPayload.equals(avatarBytes)).toBe(true);
  });

  it("rewrites the media row and removes the old objects", async () => {
    const [row] = await rowsOf<{ key: string }>(
      t.database.db,
      sql`SELECT storage_key AS key FROM media_file WHERE id = ${mediaId}`,
    );
    expect(row?.key).toMatch(new RegExp(`^media/${acmeId}/[A-Za-z0-9_-]{22}\\.png$`));
    const moved = await storages.public.get(row?.key ?? "");
    expect(moved && (await readAll(moved)).equals(imageBytes)).toBe(true);
    expect(existsSync(join(uploadsDir, oldImageKey))).toBe(false);
    expect(existsSync(join(uploadsDir, oldAvatarKey))).toBe(false);
    expect((await acme.get(`/images/${oldImageKey}`)).statusCode).toBe(404);
  });

  it("runs once", async () => {
    expect(await migrateGuessableMediaKeys(t.database.db, storages)).toEqual({ moved: 0 });
  });
});
