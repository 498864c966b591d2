import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { documentTitle, titleKeyOf } from "./route-titles.ts";

const HEADING_WAIT_MS = 4000;
const POLL_MS = 50;

/** The page's main heading: the first h1 inside main, else the first h1 of the page. */
const pageHeading = (): HTMLElement | null =>
  document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");

/**
 * WCAG 2.4.2 and 2.4.3: each route gets its own document title, and after a navigation the focus
 * moves to the new page's heading (not on the first load), unless the new page put the focus somewhere
 * in its main area itself (a comment box opened by a link, for instance).
 */
export function RouteAnnouncer() {
  const { t } = useTranslation();
  const location = useLocation();
  const { pathname, search } = location;
  const feedType = pathname === "/" ? new URLSearchParams(search).get("type") : null;
  const pageKey = `${pathname}|${feedType ?? ""}`;
  const titleKey = titleKeyOf(pathname, search);
  const firstPage = useRef(true);
  const lastHeading = useRef<HTMLElement | null>(null);

  useEffect(() => {
    document.title = documentTitle(t(titleKey), t("app.name"));
  }, [t, titleKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page, keyed on pageKey
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      lastHeading.current = pageHeading();
      return;
    }
    const previousFocus = document.activeElement;
    const previousHeading = lastHeading.current;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const heading = pageHeading();
      const fresh = heading && heading !== previousHeading && heading.isConnected;
      if (!fresh && Date.now() - started < HEADING_WAIT_MS) return;
      window.clearInterval(timer);
      if (!heading) return;
      lastHeading.current = heading;
      const active = document.activeElement;
      const pagePlacedFocus =
        active && active !== previousFocus && active !== document.body && active.closest("main") !== null;
      if (pagePlacedFocus) return;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [pageKey]);

  return null;
}
