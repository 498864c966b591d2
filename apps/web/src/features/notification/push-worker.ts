/**
 * The app's one service worker (public/sw.js): the offline shell, and it shows pushes and opens their
 * page. Its own module: the app registers it at load (app/pwa.ts) without the push subscription's code.
 */
export const PUSH_WORKER_URL = "/sw.js";
