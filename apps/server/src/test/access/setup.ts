import { eq } from "drizzle-orm";
import { company } from "../../db/schema/index.ts";
import { makeJpeg, makeMp4, makePdf, upload } from "../../modules/media/media.test-helpers.ts";
import { factories } from "../factories.ts";
import { DEMO_USERS, type TestApp } from "../test-app.ts";
import type { Outside } from "./outside.ts";
import type { World } from "./world.ts";

/**
 * What Acme needs switched on so an allowed caller gets a route's real outcome rather than "off":
 * personal access tokens (access_token_lab) and AI share messages on the local AI server. Set
 * before any case runs; rows that change these settings restore them (`isolate`). Acme has no user
 * limit here: rows build users for their cases, and a sign-up must not depend on how many ran first.
 */
export async function prepareCompany(
  t: TestApp,
  world: Omit<World, "media">,
  outside: Outside,
): Promise<World["media"]> {
  const [acme] = await t.database.db
    .select({ labList: company.labList })
    .from(company)
    .where(eq(company.id, world.companyId));
  await t.database.db
    .update(company)
    .set({ labList: [...new Set([...(acme?.labList ?? []), "access_token_lab"])], userLimit: null })
    .where(eq(company.id, world.companyId));
  const admin = await t.signIn(DEMO_USERS.admin);
  const ai = await admin.put(`/api/company/${world.companyId}/ai`, {
    isEnabled: true,
    provider: "Open AI",
    version: "GPT-4",
    endpoint: outside.aiUrl,
    apiKey: "sk-matrix-key",
  });
  if (ai.statusCode !== 200) throw new Error(`AI settings: ${ai.statusCode} ${ai.body}`);

  const image = await upload(admin, "/api/media/image", "matrix.jpg", "image/jpeg", await makeJpeg(800, 600));
  const video = await upload(admin, "/api/media/video", "matrix.mp4", "video/mp4", await MEDIA.mp4());
  if (image.statusCode !== 200 || video.statusCode !== 200)
    throw new Error(`uploads: ${image.statusCode} ${image.body} / ${video.statusCode} ${video.body}`);
  const videoUrl = String(video.json().videoUrl);
  const videoPost = await factories(t.database.db).post(world.companyId, {
    createdBy: world.users.admin,
    channelIds: [world.publicChannelId],
    type: "video",
    videoUrl,
  });
  return {
    imageId: String(image.json()._id),
    // The answer's URL is signed (?expires…): the rows ask for the bare key, gated by the session.
    imageKey: new URL(String(image.json().url), "http://acme.localhost").pathname.replace(/^\/images\//, ""),
    videoId: videoUrl.split("/").at(-1) ?? "",
    videoPostId: videoPost.id,
  };
}

/** Files for the upload rows, made once per run. */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
};
export const MEDIA = {
  jpeg: once(() => makeJpeg(320, 240)),
  mp4: once(() => makeMp4(320, 240, 3.5)),
  pdf: once(() => makePdf(2)),
};
