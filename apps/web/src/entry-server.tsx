import { FEED_BOOT_PATHS } from "@chorus/shared/boot/feed-boot";
import type { FirstScreen, FirstScreenRequest } from "@chorus/shared/boot/first-screen";
import type { Session2 } from "@chorus/shared/session/session.contract";
import type { DOMPurify } from "dompurify";
import i18next from "i18next";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { provideBootAnswers } from "./api/boot-answers.ts";
import { prefetchForBoot } from "./app/boot-prefetch.ts";
import { Providers } from "./app/providers.tsx";
import { queriesSettled } from "./app/queries-settled.ts";
import { createQueryClient } from "./app/query-client.ts";
import { routes } from "./app/routes.tsx";
import { initI18n } from "./i18n/i18n.ts";
import { IN_CONTEXT_LANGUAGE } from "./i18n/languages.ts";
import { uiLanguageOfSession } from "./i18n/use-locale.ts";
import { setFirstRenderHints } from "./lib/first-render.ts";
import { partsDrawn, startDrawingParts } from "./lib/first-screen-part.ts";
import { htmlSanitizer } from "./lib/sanitize.ts";

/**
 * The feed's first screen drawn on the server (issues 15 and 16), with the app's own components:
 * the server loads this build (`vite build --ssr`) and calls `renderFirstScreen` for a signed-in
 * `GET /` with the answers it puts into the page. The API client, the UI texts and the boot answers
 * are module singletons, so pages are drawn one at a time (`queue`).
 *
 * A page the renderer cannot draw as the browser would (the in-context translation mode, a language
 * without texts, an answer missing, a part React could not draw) comes back null: the browser then
 * draws it, as before.
 */

const SESSION_PATH = "/api/session2";

const LEADING_PRELOADS = /^(<link rel="preload"[^>]*>)+/;

let i18nReady: Promise<unknown> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function sessionOf(request: FirstScreenRequest): Session2 | null {
  try {
    const answer = request.bootData[SESSION_PATH];
    return answer ? (JSON.parse(answer.body) as Session2) : null;
  } catch {
    return null;
  }
}

/** The session's UI language with its texts loaded, or null when the server cannot draw in it. */
async function drawingLanguage(session: Session2, request: FirstScreenRequest): Promise<string | null> {
  const language = uiLanguageOfSession(session);
  if (language === IN_CONTEXT_LANGUAGE) return null;
  if (!i18next.hasResourceBundle(language, "translation")) {
    const texts = await request.loadTexts(language);
    if (!texts) return null;
    i18next.addResourceBundle(language, "translation", texts, true, true);
  }
  if (i18next.language !== language) await i18next.changeLanguage(language);
  return language;
}

async function draw(request: FirstScreenRequest): Promise<FirstScreen | null> {
  // Every first-screen call answered, or the browser (which asks the network for the others) would
  // draw something else than this render.
  if (FEED_BOOT_PATHS.some((path) => !request.bootData[path])) return null;
  const session = sessionOf(request);
  if (!session) return null;
  i18nReady ??= initI18n({ loadServed: false });
  await i18nReady;
  const language = await drawingLanguage(session, request);
  if (!language) return null;

  const url = new URL(request.url);
  setFirstRenderHints(request.hints);
  htmlSanitizer.provide({ sanitize: request.sanitize } as unknown as DOMPurify);
  provideBootAnswers(request.bootData);
  const queryClient = createQueryClient();
  // Nothing but the page's own answers: a call the page did not answer fails at once (no network here).
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  try {
    prefetchForBoot(queryClient, url);
    // The boot's answers come from the page's data, in a few microtasks.
    await queriesSettled(queryClient);
    startDrawingParts();
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </Providers>
      </StrictMode>,
      // One piece: a large part is otherwise sent apart and moved in place by an inline script.
      { onError: () => undefined, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = "";
    for await (const chunk of prelude) html += chunk;
    // A part React could not draw here (it marks it for the browser to draw): the browser draws it all.
    if (html.includes("<!--$!-->") || html.includes("<script")) return null;
    // React names the page's images first for the browser to preload: the server's head already
    // names the one that matters (boot-data.ts), and these are in the markup right below.
    return { html: html.replace(LEADING_PRELOADS, ""), language, parts: partsDrawn() };
  } finally {
    provideBootAnswers(null);
    setFirstRenderHints(null);
    queryClient.clear();
  }
}

export function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const page = queue.then(() => draw(request));
  queue = page.catch(() => undefined);
  return page;
}
