import type { BootData } from "./feed-boot.ts";

/**
 * The feed's first screen drawn by the server (issues 15 and 16): a phone paints the navbar and the
 * first posts from the HTML, before any script has run; the scripts then hydrate that markup. The
 * server renders with the web's own components (a server build of apps/web, `entry-server.tsx`),
 * from the same answers it puts into the page (`BootData`).
 */

/** What the browser would read from `window` during its first render, read by the server from the request. */
export interface FirstRenderHints {
  /** The page's address parts the startup redirects look at (access §4). */
  location: { protocol: string; hostname: string; port: string };
  /** Whether the sidebars are beside the feed (`WIDE_LAYOUT_MEDIA`): a guess from the request's hints. */
  wide: boolean;
  /** The reader's languages, best first (`Accept-Language`; the browser's `navigator.languages`). */
  languages: string[];
}

/** What the server's renderer is asked to draw. */
export interface FirstScreenRequest {
  /** The page's full address (`http://host/`). */
  url: string;
  bootData: BootData;
  hints: FirstRenderHints;
  /** Cleans a post's HTML body as DOMPurify does in the browser (the server's own sanitiser). */
  sanitize: (html: string) => string;
  /** The UI texts of a language (`/languages/reacttranslations/<lang>.json`), null when it has none. */
  loadTexts: (language: string) => Promise<Record<string, unknown> | null>;
}

/** The drawn screen: the markup of the app's root element, and what the browser needs to hydrate it. */
export interface FirstScreen {
  html: string;
  /** The UI language it was drawn in (the session's). */
  language: string;
  /** The parts drawn whose code the browser loads on demand, and must have before hydrating. */
  parts: string[];
}

/** The server build's export (apps/web/src/entry-server.tsx). */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | null>;

/** The root element's attribute holding the hints and language of server-drawn markup (JSON). */
export const FIRST_SCREEN_ATTRIBUTE = "data-first-screen";

/** What that attribute holds. */
export interface FirstScreenMark {
  hints: FirstRenderHints;
  language: string;
  parts: string[];
}
