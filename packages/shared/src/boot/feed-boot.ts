import { CSRF_HEADER, ERROR_CODE_HEADER, NO_SESSION_HEADER } from "../session/session.contract.ts";

/**
 * The feed's first load without waiting for its data (issue 15: "the first feed page needs one round
 * trip after the HTML"): for a signed-in `GET /`, the server answers these calls itself and puts
 * their answers into index.html; the web's API client takes each answer from there the first time it
 * asks for that path, instead of the network. The paths are exactly the ones `prefetchForBoot` asks
 * for on the feed with no query string (apps/web/src/app/boot-prefetch.test.ts holds the two together).
 */
export const FEED_BOOT_PATHS = [
  "/api/status",
  "/api/session",
  "/api/config",
  "/api/session2",
  "/api/session2/user/enhancement",
  "/api/onboarding/state",
  "/api/post3?type=published&page=1&pageSize=10",
  "/api/post3/widgets?featured=5&popular=0",
  "/api/channel?list=true",
  "/api/post3/counters",
] as const;

/** The id of the `<script type="application/json">` element holding the answers. */
export const BOOT_DATA_ELEMENT_ID = "chorus-boot";

/** Response headers the client reads and the embedded answers keep (the CSRF token, the session's end). */
export const BOOT_KEPT_HEADERS = [CSRF_HEADER, NO_SESSION_HEADER, ERROR_CODE_HEADER] as const;

/** One embedded answer: only 200s are embedded; anything else the client asks the network for. */
export interface BootAnswer {
  body: string;
  headers: Record<string, string>;
}

/** What the element holds: path → answer. */
export type BootData = Record<string, BootAnswer>;

/** Core §9: below 1100 px the navbar collapses into a toggle menu and the sidebars leave the feed. */
export const SMALL_VIEWPORT_PX = 1100;

/** The media query of the layout with the sidebars beside the feed. */
export const WIDE_LAYOUT_MEDIA = `(min-width: ${SMALL_VIEWPORT_PX / 16}em)`;
