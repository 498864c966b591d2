import { BOOT_DATA_ELEMENT_ID, type BootData } from "@chorus/shared/boot/feed-boot";

/**
 * How long after the page started an embedded answer still stands for the network's: the boot's own
 * calls come within the first second; a screen opened later asks the server for fresh data.
 */
const FRESH_FOR_MS = 30_000;

let answers: BootData | null | undefined;
/** When the answers were put in place: the page's start in a browser, a render's start on the server. */
let answeredAt = 0;

function embedded(): BootData | null {
  if (answers !== undefined) return answers;
  answers = null;
  const element = typeof document === "undefined" ? null : document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    answers = JSON.parse(element.textContent) as BootData;
  } catch {
    // A page cut short: the calls go to the network as usual.
  }
  element.remove();
  return answers;
}

/**
 * The answer the server put into the page for this GET (the signed-in feed's first calls, see
 * packages/shared/src/boot/feed-boot.ts), as a Response, once; null when the network must answer.
 */
export function takeBootAnswer(path: string, init: RequestInit | undefined): Response | null {
  if ((init?.method ?? "GET") !== "GET") return null;
  const all = embedded();
  const answer = all?.[path];
  if (!all || !answer) return null;
  delete all[path];
  if (typeof performance !== "undefined" && performance.now() - answeredAt > FRESH_FOR_MS) return null;
  return new Response(answer.body, { status: 200, headers: answer.headers });
}

/**
 * The server's renderer (entry-server.tsx): the answers of the page it is drawing, in place of the
 * page's element, which it has not sent yet; null forgets them once the page is drawn.
 */
export function provideBootAnswers(data: BootData | null) {
  answers = data ? { ...data } : null;
  answeredAt = typeof performance === "undefined" ? 0 : performance.now();
}

/** Tests: forget what was read, so the next call reads the page again. */
export function resetBootAnswers() {
  answers = undefined;
  answeredAt = 0;
}
