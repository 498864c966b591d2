import type { Plugin } from "vite";

/**
 * Starts the English texts' download with the HTML. The app cannot draw before they are in
 * (src/i18n/i18n.ts loads English first, whatever the language), and it only asks for them once its
 * JavaScript has run: on a phone's connection that put the texts' round trip after the scripts'.
 * `crossorigin` gives the preload the credentials mode of the app's `fetch` (same-origin), so the
 * browser hands the preloaded answer to it.
 */
export function preloadTexts(textsVersion: string): Plugin {
  return {
    name: "chorus-preload-texts",
    transformIndexHtml: () => [
      {
        tag: "link",
        attrs: {
          rel: "preload",
          href: `/languages/reacttranslations/en.json?v=${textsVersion}`,
          as: "fetch",
          crossorigin: "",
        },
        injectTo: "head",
      },
    ],
  };
}
