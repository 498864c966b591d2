import { PUSH_WORKER_URL } from "../features/notification/index.ts";

/**
 * The installable app: registers the service worker (public/sw.js, which also shows Web Pushes) once
 * the page has loaded, so it never competes with the first paint. A page drawn by the server loads
 * its scripts after it has painted, which may be after its `load` event: then at once.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: "/" }).catch(() => {
      // Without a worker the app still works online; there is nothing to tell the reader.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
