import type { FirstRenderHints } from "@chorus/shared/boot/first-screen";
import { useSyncExternalStore } from "react";

/**
 * What the first screen is drawn for when the server draws it (issues 15 and 16: a phone's first
 * paint without waiting for the scripts): the page's address, the viewport and the reader's
 * languages, which a browser reads from `window` and a server from the request. The server's
 * renderer sets them before each page; the browser sets the same ones, read from the page, before
 * it hydrates, so its first render draws exactly what the server sent (React's server snapshot of
 * `useSyncExternalStore`), then follows the live values.
 */
let hints: FirstRenderHints | null = null;
/**
 * True from just before the browser hydrates the server's markup until the reader leaves that page
 * (main.tsx): a part whose code arrives later is hydrated later, and must start as the server drew it.
 */
let hydrating = false;

export function setFirstRenderHints(value: FirstRenderHints | null) {
  hints = value;
}

export function setHydrating(value: boolean) {
  hydrating = value;
}

/**
 * Where a render is: on the server (`server`), the browser's render over the server's markup
 * (`hydrating`), or any other render in the browser (`client`), which is every render of a page
 * the browser drew itself and every render after hydration.
 */
export type RenderPhase = "server" | "hydrating" | "client";

/** The phase of the render in progress, for a value taken once at mount (a state's initial value). */
export const renderPhaseNow = (): RenderPhase =>
  typeof document === "undefined" ? "server" : hydrating ? "hydrating" : "client";

const subscribeNever = () => () => {};
const clientPhase = (): RenderPhase => "client";
const serverPhase = (): RenderPhase => (typeof document === "undefined" ? "server" : "hydrating");

/**
 * The render's phase, followed: a component drawn while hydrating renders again as `client` right
 * after, synchronously, so only for leaves (a date's text), never above a whole screen.
 */
export function useRenderPhase(): RenderPhase {
  return useSyncExternalStore(subscribeNever, clientPhase, serverPhase);
}

/**
 * A value read from the browser (`live`, which must give the same value until it changes), or the
 * server's hint for it in a server render and while hydrating; `subscribe` tells when the live
 * value changes. When the hint and the live value are `same`, hydrating uses the live one, so the
 * component is not drawn again right after (React re-renders every reader whose server snapshot
 * differs from its live one, synchronously).
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  live: () => T,
  hint: (hints: FirstRenderHints) => T,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  return useSyncExternalStore(subscribe, live, () => {
    if (!hints) return live();
    const hinted = hint(hints);
    if (typeof document === "undefined") return hinted;
    const current = live();
    return same(current, hinted) ? current : hinted;
  });
}
