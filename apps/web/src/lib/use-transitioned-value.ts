import { startTransition, useEffect, useState } from "react";
import { renderPhaseNow } from "./first-render.ts";

/**
 * `value`, followed by a background render (a transition started from an effect) instead of in the
 * render that brought it: starts at `initialValue` (by default the value at mount), then takes each
 * new value one background render later. A component drawn by the server, or over the server's
 * markup, starts at `value`: that markup already shows it.
 *
 * Why not `useDeferredValue`: a TanStack Query answer re-renders its readers synchronously (a
 * `useSyncExternalStore` update), and the deferred render React spawns from such an update can run
 * synchronously as well, in one task (measured: the signed-in page's first render, 500 ms on one
 * task, started from a microtask). A transition set from an effect has a lane of its own and is
 * rendered in slices of a few milliseconds.
 */
export function useTransitionedValue<T>(value: T, initialValue: T = value): T {
  const [shown, setShown] = useState<T>(() => (renderPhaseNow() === "client" ? initialValue : value));
  useEffect(() => {
    startTransition(() => setShown(() => value));
  }, [value]);
  return shown;
}
