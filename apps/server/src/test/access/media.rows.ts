import { multipart } from "../../modules/media/media.test-helpers.ts";
import type { AccessRow } from "./principals.ts";
import { signedInExcept } from "./principals.ts";
import { MEDIA } from "./setup.ts";

/**
 * Media: anyone signed in may author (propose) posts, so every signed-in role uploads, previews
 * links and validates embeds. The files are small real ones; links point at the local site. A
 * video file is played by the holder of a play cookie for a post showing it, or by its uploader
 * (the admin): without the cookie everyone else is refused (404).
 */
const LINKEDIN_EMBED = "https://www.linkedin.com/embed/feed/update/urn:li:share:7012345678901234567";
const file = (name: string, type: string, bytes: () => Promise<Buffer>) => async () => {
  const body = multipart(name, type, await bytes());
  return { payload: body.payload, headers: body.headers };
};

export const mediaRows: AccessRow[] = [
  {
    method: "POST",
    route: "/api/media/image",
    raw: file("matrix.jpg", "image/jpeg", MEDIA.jpeg),
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/media/video",
    raw: file("matrix.mp4", "video/mp4", MEDIA.mp4),
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/media/document",
    raw: file("matrix.pdf", "application/pdf", MEDIA.pdf),
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/media/:mediaId",
    url: (f) => `/api/media/${f.media.imageId}`,
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/media/link-preview",
    url: (f) => `/api/media/link-preview?url=${encodeURIComponent(`${f.outside.site}/article`)}`,
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/fulltext",
    body: (f) => ({ url: `${f.outside.site}/article` }),
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/media/embed/validate",
    body: () => ({ network: "linkedin", value: LINKEDIN_EMBED }),
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/video/play/issue-cookie",
    url: (f) => `/api/video/play/issue-cookie?postId=${f.media.videoPostId}`,
    allowed: "signedIn",
  },
  // Uploaded files: public routes gated inside (a signature, or a session of the file's company;
  // everything else 404, never 401, so a key's existence is not told). Signed URLs and other
  // companies are proved in media-access.routes.test.ts and tenant-isolation.media.test.ts.
  {
    method: "GET",
    route: "/images/*",
    url: (f) => `/images/${f.media.imageKey}`,
    allowed: "signedIn",
    refused: { by: ["anonymous"], status: 404 },
  },
  {
    method: "GET",
    route: "/media/:token/*",
    url: (f) => `/media/post/${f.media.imageKey}`,
    allowed: "signedIn",
    refused: { by: ["anonymous"], status: 404 },
  },
  {
    method: "GET",
    route: "/api/video/file/:mediaId",
    variant: "with a play cookie",
    arrange: async (_make, f, client) => {
      if (f.principal !== "anonymous")
        await client.get(`/api/video/play/issue-cookie?postId=${f.media.videoPostId}`);
      return {};
    },
    freshClient: true,
    url: (f) => `/api/video/file/${f.media.videoId}`,
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/video/file/:mediaId",
    variant: "without a play cookie",
    freshClient: true,
    url: (f) => `/api/video/file/${f.media.videoId}`,
    allowed: ["admin"],
    refused: { by: signedInExcept("admin"), status: 404 },
  },
];
