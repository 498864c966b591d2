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
    publish();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(NAVBAR_HEIGHT_VAR);
    };
  }, [ref]);
}
