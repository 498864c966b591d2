import type { AccessRow, Fixtures } from "./principals.ts";

/**
 * Media: anyone signed in may author (propose) posts, so every signed-in role may upload, preview
 * links and validate embeds. Bodies here are deliberately empty or tiny, so an allowed caller gets
 * the route's own 400/404 without any file work or outside fetch.
 */
const NOTHING = "0123456789abcdef01234567";
/** A well-formed key of Acme that names no file: who gets through the policy reaches the file check. */
const NO_FILE = (f: Fixtures) => `media/${f.acmeCompanyId}/AAAAAAAAAAAAAAAAAAAAAA.jpg`;
const LINKEDIN_EMBED = "https://www.linkedin.com/embed/feed/update/urn:li:share:7012345678901234567";

export const mediaRows: AccessRow[] = [
  { method: "POST", route: "/api/media/image", allowed: "signedIn", okStatus: 400 },
  { method: "POST", route: "/api/media/video", allowed: "signedIn", okStatus: 400 },
  { method: "POST", route: "/api/media/document", allowed: "signedIn", okStatus: 400 },
  {
    method: "GET",
    route: "/api/media/:mediaId",
    url: () => `/api/media/${NOTHING}`,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/media/link-preview",
    url: () => "/api/media/link-preview?url=a.io",
    allowed: "signedIn",
    okStatus: 400,
  },
  {
    method: "POST",
    route: "/api/fulltext",
    body: () => ({ url: "a.io" }),
    allowed: "signedIn",
    okStatus: 400,
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
    url: () => `/api/video/play/issue-cookie?postId=${NOTHING}`,
    allowed: "signedIn",
    okStatus: 404,
  },
  // Uploaded files: public routes gated inside (a signature, or a session of the file's company;
  // everything else 404, never 401, so a key's existence is not told). The behaviour per caller
  // is proved in media-access.routes.test.ts and tenant-isolation.media.test.ts.
  {
    method: "GET",
    route: "/images/*",
    url: (f) => `/images/${NO_FILE(f)}`,
    allowed: "everyone",
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/media/:token/*",
    url: (f) => `/media/post/${NO_FILE(f)}`,
    allowed: "everyone",
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/video/file/:mediaId",
    url: () => `/api/video/file/${NOTHING}`,
    allowed: "signedIn",
    okStatus: 404,
  },
];
