import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { leanSharedModules } from "./build/lean-shared-modules.ts";
import { preloadTexts } from "./build/preload-texts.ts";

const SERVER = process.env.CHORUS_SERVER_URL ?? "http://localhost:3000";
// Everything the server answers itself; the rest is the SPA. Our own translation file
// (public/languages/reacttranslations) is served by Vite, the other language files by the server.
// Whole segments only: /authz is a page of the SPA, /auth/… is the server's.
const proxied = [
  "^/api(/|$)",
  "^/auth(/|$)",
  "^/oauth2?(/|$)",
  "^/saml(/|$)",
  "^/languages/(?!reacttranslations/)",
  "^/images/",
  "^/media/",
  "^/healthz$",
  "^/manifest\\.webmanifest$",
];

/** A fingerprint of the UI text files, so the app asks for this build's texts (src/i18n/i18n.ts). */
const textsDir = new URL("./public/languages/reacttranslations/", import.meta.url);
const textsVersion = readdirSync(textsDir)
  .sort()
  .reduce(
    (hash, file) => hash.update(file).update(readFileSync(new URL(file, textsDir))),
    createHash("sha256"),
  )
  .digest("hex")
  .slice(0, 12);

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|i18next|react-i18next)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  // The server build (src/entry-server.tsx, the feed's first screen drawn by the server) needs no
  // public files: the browser's build has them.
  publicDir: isSsrBuild ? false : "public",
  define: { "import.meta.env.VITE_UI_TEXTS_VERSION": JSON.stringify(textsVersion) },
  plugins: [react(), leanSharedModules(), preloadTexts(textsVersion)],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Keep the feed chunk small; admin and later screens are split with React.lazy.
    chunkSizeWarningLimit: 700,
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework every page runs on (React, the router, TanStack Query, i18next): one chunk
            // whose name changes only when a dependency does, so a release of our own code leaves it in
            // the browser's cache. Mantine is left to the automatic split: it is imported per
            // component, and most of its components belong to screens loaded on demand.
            { name: "vendor", test: FRAMEWORK, priority: 2 },
            // Everything else the entry imports statically, in the entry chunk itself rather than in
            // ~60 chunks of a few hundred bytes each (Mantine's components, endpoint definitions…):
            // one request, and gzip works across modules. Only the modules themselves: following
            // their imports would go through Mantine's barrel files and take in every component.
            { name: "app", tags: ["$initial"], priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
