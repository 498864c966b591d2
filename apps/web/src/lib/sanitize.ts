import { onDemand } from "./on-demand.ts";

/**
 * DOMPurify, fetched when some HTML needs cleaning (a post body, a notification) rather than with
 * the first JavaScript; the feed asks for it with its first data calls (app/boot-prefetch.ts). The
 * server draws a feed with its own sanitiser in its place, and the browser has DOMPurify before it
 * hydrates that markup (main.tsx).
 */
export const htmlSanitizer = onDemand(() => import("dompurify").then((m) => m.default), { onServer: true });
