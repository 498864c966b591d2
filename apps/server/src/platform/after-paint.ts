import { createHash } from "node:crypto";

/**
 * A page whose first screen the server draws is readable before any script has run, so its scripts
 * (the module entry, its preloads, the UI texts' preload) are asked for only once that screen has
 * painted. Asked for with the head, even at low priority, they shared a phone's line with the page
 * and its first image; from localhost they even finished before the paint, which Lighthouse's
 * simulation then charged to the largest paint at a phone's speed (2.6 s instead of 1.3 s in the
 * same runs).
 *
 * In the head the tags are held: a module script gets an unknown type (the browser neither fetches
 * nor runs it), a preload an unknown `rel`; `data-held` keeps what they were. The loader at the end
 * of the body puts live copies of them in the head once the page has painted.
 */
const HELD = "chorus-held";

export const holdScriptsUntilPainted = (head: string) =>
  head
    .replace(/<script type="module"/g, `<script type="${HELD}" data-held="module"`)
    .replace(/<link rel="(modulepreload|preload)"([^>]*)>/g, (tag, rel: string, rest: string) =>
      rel === "preload" && !/\bas="fetch"/.test(rest)
        ? tag
        : `<link rel="${HELD}" data-held="${rel}"${rest}>`,
    );

/**
 * Plain ES5 and no data in it: one fixed text, allowed by its hash in the page's policy. It waits for
 * the browser's own report of the first contentful paint (reported once the frame is on screen, so a
 * fetch started then starts after the paint); without paint timing, for the next frame and a task;
 * in a hidden tab, which paints nothing, at once; and never longer than 3 s.
 */
const LOADER = `(function () {
  var done = false;
  function go() {
    if (done) return;
    done = true;
    var held = document.querySelectorAll("[data-held]");
    for (var i = 0; i < held.length; i++) {
      var tag = held[i], live = document.createElement(tag.tagName);
      for (var j = 0; j < tag.attributes.length; j++) {
        var a = tag.attributes[j];
        if (a.name !== "data-held" && a.name !== "type" && a.name !== "rel") live.setAttribute(a.name, a.value);
      }
      if (tag.tagName === "SCRIPT") live.type = tag.getAttribute("data-held");
      else live.rel = tag.getAttribute("data-held");
      document.head.appendChild(live);
    }
  }
  if (document.visibilityState === "hidden") return go();
  setTimeout(go, 3000);
  var P = window.PerformanceObserver;
  if (P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf("paint") >= 0)
    new P(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) go();
    }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(function () { setTimeout(go, 0); });
})()`;

export const AFTER_PAINT_LOADER = `<script>${LOADER}</script>`;

/** The loader's hash for `script-src` (CSP Level 2): the one inline script the policy lets run. */
export const AFTER_PAINT_LOADER_SOURCE = `'sha256-${createHash("sha256").update(LOADER).digest("base64")}'`;

/** The page's rest with the loader as the body's last element. */
export function withAfterPaintLoader(rest: string): string {
  const end = rest.lastIndexOf("</body>");
  return end < 0
    ? `${rest}${AFTER_PAINT_LOADER}`
    : `${rest.slice(0, end)}${AFTER_PAINT_LOADER}${rest.slice(end)}`;
}
