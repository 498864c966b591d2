import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { BootData } from "@chorus/shared/boot/feed-boot";
import {
  FIRST_SCREEN_ATTRIBUTE,
  type FirstRenderHints,
  type FirstScreenMark,
  type RenderFirstScreen,
} from "@chorus/shared/boot/first-screen";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { htmlAttribute } from "./html-attribute.ts";

/**
 * The signed-in feed's first screen drawn on the server (issues 15 and 16): a phone paints the
 * navbar and the first posts from the HTML, before its scripts have arrived, and the scripts then
 * hydrate that markup. The drawing is the web's own (its server build, `apps/web/dist-server`,
 * built by `npm run build`); this module loads it and gives it what a browser would read from
 * `window`, taken from the request. Without that build the page is sent as before.
 */

export interface FirstScreenOptions {
  /** The post body's sanitiser (the web's DOMPurify, on the server). */
  sanitize: (html: string) => string;
  /** The UI texts of a language, null when it has none. */
  loadTexts: (language: string) => Promise<Record<string, unknown> | null>;
}

export interface FirstScreenRenderer {
  /** The root element's opening tag and content for this page, or null to send the plain page. */
  render(request: FastifyRequest, data: BootData): Promise<string | null>;
}

/** Longer than this and the page goes without: a stuck render must not hold the page. */
const RENDER_TIMEOUT_MS = 2_000;

/** Where `npm run build` puts the web's server build: beside the browser's. */
export const serverEntryOf = (webDistDir: string) =>
  resolve(webDistDir, "..", "dist-server", "entry-server.js");

/** `fr-CH, fr;q=0.9, en;q=0.8` → `["fr-CH", "fr", "en"]`, best first, as `navigator.languages` lists them. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
    .slice(0, 10);
}

/**
 * Whether the sidebars will be beside the feed (a window ≥ 1100 px): a phone or a tablet says so in
 * its client hints (`Sec-CH-UA-Mobile`) or its user agent; anything else is taken for a desktop.
 * The browser corrects a wrong guess right after hydrating.
 */
export function looksWide(headers: FastifyRequest["headers"]): boolean {
  const mobileHint = headers["sec-ch-ua-mobile"];
  if (mobileHint === "?1") return false;
  const agent = String(headers["user-agent"] ?? "");
  return !/Mobi|Android|iPhone|iPad|iPod|Tablet/i.test(agent);
}

export function hintsOf(request: FastifyRequest): FirstRenderHints {
  return {
    location: {
      protocol: `${request.protocol}:`,
      hostname: request.hostname,
      port: request.port && ![80, 443].includes(request.port) ? String(request.port) : "",
    },
    wide: looksWide(request.headers),
    languages: acceptedLanguages(request.headers["accept-language"]),
  };
}

/** The root element holding server-drawn markup: its attribute tells the browser to hydrate, and with what. */
/**
 * The root element holding the drawn screen. Its `lang` says the screen's language (WCAG 3.1.1): the
 * page's `<html lang>` was sent with the head, before the session's language was known.
 */
export const rootWith = (html: string, mark: FirstScreenMark) =>
  `<div id="root" lang="${htmlAttribute(mark.language)}" ${FIRST_SCREEN_ATTRIBUTE}="${htmlAttribute(JSON.stringify(mark))}">${html}</div>`;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T | null> =>
  new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => resolvePromise(null), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolvePromise(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** Loads the web's server build, or null when it is not built (the pages are then sent as before). */
export async function loadFirstScreenRenderer(
  webDistDir: string,
  options: FirstScreenOptions,
  log: FastifyBaseLogger,
): Promise<FirstScreenRenderer | null> {
  const entry = serverEntryOf(webDistDir);
  if (!existsSync(entry)) return null;
  let renderFirstScreen: RenderFirstScreen;
  try {
    ({ renderFirstScreen } = (await import(pathToFileURL(entry).href)) as {
      renderFirstScreen: RenderFirstScreen;
    });
  } catch (error) {
    log.warn(
      { error: error instanceof Error ? error.message : String(error) },
      "the web's server build did not load",
    );
    return null;
  }
  return {
    async render(request, data) {
      const hints = hintsOf(request);
      const url = `${hints.location.protocol}//${request.host}/`;
      const screen = await withTimeout(
        renderFirstScreen({
          url,
          bootData: data,
          hints,
          sanitize: options.sanitize,
          loadTexts: options.loadTexts,
        }),
        RENDER_TIMEOUT_MS,
      );
      return screen ? rootWith(screen.html, { hints, language: screen.language, parts: screen.parts }) : null;
    },
  };
}
