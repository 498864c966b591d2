import { type RefObject, useEffect } from "react";

/** The sticky navbar's height, for whatever must stay in view just below it (the sidebars). */
export const NAVBAR_HEIGHT_VAR = "--chorus-navbar-height";

/**
 * Publishes the navbar's rendered height as a CSS variable on the root. Measured, not a constant:
 * the navbar grows when long words (German) or a larger font wrap its entries.
 */
export function useNavbarHeightVar(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty(NAVBAR_HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    // No measuring here: in an effect, reading the height forces a layout of the whole page while the
    // feed is still being drawn (70 ms of Lighthouse's blocking time on desktop). The observer reports
    // the first size after the browser's own layout, where the read costs nothing; the CSS falls back
    // to 61 px until then.
    if (typeof ResizeObserver === "undefined") {
      publish();
      return () => root.style.removeProperty(NAVBAR_HEIGHT_VAR);
    }
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(NAVBAR_HEIGHT_VAR);
    };
  }, [ref]);
}
