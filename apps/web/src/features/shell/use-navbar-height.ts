import { type CSSProperties, type RefObject, useEffect, useSyncExternalStore } from "react";

/** The sticky navbar's height, for whatever must stay in view just below it (the sidebars). */
export const NAVBAR_HEIGHT_VAR = "--chorus-navbar-height";

/**
 * The navbar's last measured height in px (null until measured), and who wants to know. Kept here
 * rather than as a variable on the root element: a custom property set on `<html>` is inherited by
 * every element, so setting it restyled the whole page (a 300-element recalculation, ~20 ms, on the
 * phone's first screen just after the feed's first cards); set on the sidebars, it restyles them.
 */
let measured: number | null = null;
const listeners = new Set<() => void>();

function publish(height: number) {
  if (height === measured) return;
  measured = height;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => measured;

/**
 * Measures the navbar as it resizes. Measured, not a constant: the navbar grows when long words
 * (German) or a larger font wrap its entries.
 */
export function useMeasuredNavbarHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => publish(Math.ceil(element.getBoundingClientRect().height));
    // No measuring here: in an effect, reading the height forces a layout of the whole page while the
    // feed is still being drawn (70 ms of Lighthouse's blocking time on desktop). The observer reports
    // the first size after the browser's own layout, where the read costs nothing; the CSS falls back
    // to 61 px until then.
    if (typeof ResizeObserver === "undefined") {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}

/** The style that gives an element (a sticky sidebar) the navbar's height as `--chorus-navbar-height`. */
export function useNavbarHeightStyle(): CSSProperties | undefined {
  const height = useSyncExternalStore(subscribe, current, current);
  return height === null ? undefined : ({ [NAVBAR_HEIGHT_VAR]: `${height}px` } as CSSProperties);
}
