/**
 * Whether an error is the browser failing to fetch a piece of the app's code (a lazy screen, a
 * dialog, a style sheet Vite preloads for it): offline before the service worker kept that chunk, or
 * a release removed it while this page was open. Each engine words it its own way; none gives it a
 * type of its own, so the message is all there is to read.
 */
const CHUNK_FAILURES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload helper, for the chunk's style sheet
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURES.some((failure) => failure.test(error.message));
}
