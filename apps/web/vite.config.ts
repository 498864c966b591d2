import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { leanSharedModules } from "./build/lean-shared-modules.ts";

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
];

export default defineConfig({
  plugins: [react(), leanSharedModules()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Keep the feed chunk small; admin and later screens are split with React.lazy.
    chunkSizeWarningLimit: 700,
  },
});
