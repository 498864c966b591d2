import { FIRST_SCREEN_ATTRIBUTE, type FirstScreenMark } from "@chorus/shared/boot/first-screen";
import type { QueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { api } from "./api/client.ts";
import { App } from "./app/App.tsx";
import { prefetchForBoot } from "./app/boot-prefetch.ts";
import { readFirstScreenMark } from "./app/first-screen-mark.ts";
import { registerServiceWorker } from "./app/pwa.ts";
import { queriesSettled } from "./app/queries-settled.ts";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter, wireApiClient } from "./app/router.ts";
import { applyUiLanguage, initI18n } from "./i18n/i18n.ts";
import { UI_LANGUAGES } from "./i18n/languages.ts";
import { setFirstRenderHints, setHydrating } from "./lib/first-render.ts";
import { loadParts } from "./lib/first-screen-part.ts";
import { htmlSanitizer } from "./lib/sanitize.ts";

/**
 * Whether the first render can draw exactly what the server drew (the same answers, language, post
 * bodies and parts' code): false when something it needs cannot be had; the page is then drawn afresh.
 */
async function readyToHydrate(queryClient: QueryClient, mark: FirstScreenMark): Promise<boolean> {
  const language = UI_LANGUAGES.find((known) => known === mark.language);
  if (!language) return false;
  try {
    const [, , , partsLoaded] = await Promise.all([
      queriesSettled(queryClient),
      applyUiLanguage(language),
      htmlSanitizer.load(),
      loadParts(mark.parts),
    ]);
    setFirstRenderHints(mark.hints);
    // A language file that did not load leaves English, which is not what the server drew; a part
    // without its code would keep the server's markup without its handlers.
    return partsLoaded && i18next.language === language;
  } catch {
    return false;
  }
}

/**
 * Rendered after the app: its effect runs once React has taken over the server's markup, and the
 * root's mark goes, with the style that kept the controls from taking taps until then (index.html).
 */
function TakenOver({ root }: { root: HTMLElement }) {
  useEffect(() => root.removeAttribute(FIRST_SCREEN_ATTRIBUTE), [root]);
  return null;
}

/** Ends the current task: Lighthouse counts each task's time over 50 ms as blocking, so the start is cut in several. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  // The entry's evaluation is a task of its own (some 40 ms on a phone); the boot's work comes after.
  await nextTask();
  const queryClient = createQueryClient();
  // The router is created a task later (below): a call answered before then navigates once it exists.
  let router: ReturnType<typeof createAppRouter> | undefined;
  let pendingNavigation: string | undefined;
  const navigate = (to: string) => {
    if (router) void router.navigate(to, { replace: true });
    else pendingNavigation = to;
  };
  wireApiClient(api, queryClient, navigate);
  // The data calls go out while the texts load, not after them.
  prefetchForBoot(queryClient, window.location);
  await nextTask();
  const texts = initI18n();
  await nextTask();
  router = createAppRouter();
  if (pendingNavigation) navigate(pendingNavigation);
  await texts;
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
      <TakenOver root={container} />
    </StrictMode>
  );
  // The signed-in feed comes with its first screen drawn by the server: React takes over that
  // markup (hydrates it) instead of drawing it again, in a transition, so in slices of a few
  // milliseconds (Lighthouse's Total Blocking Time).
  const mark = readFirstScreenMark(container);
  if (mark && (await readyToHydrate(queryClient, mark))) {
    // Until the reader leaves the first page: a part of it React hydrates later (when its code has
    // arrived) must still start from what the server drew.
    setHydrating(true);
    const unsubscribe = router.subscribe((state) => {
      if (state.location.key === "default") return;
      setHydrating(false);
      unsubscribe();
    });
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds instead of one task
  // of several hundred (Lighthouse's Total Blocking Time); index.html's spinner stays until it commits.
  startTransition(() => root.render(app));
}

void start();
if (import.meta.env.PROD) registerServiceWorker();
