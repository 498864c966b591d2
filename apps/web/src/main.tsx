import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { api } from "./api/client.ts";
import { App } from "./app/App.tsx";
import { prefetchForBoot } from "./app/boot-prefetch.ts";
import { registerServiceWorker } from "./app/pwa.ts";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter, wireApiClient } from "./app/router.ts";
import { initI18n } from "./i18n/i18n.ts";

async function start() {
  const queryClient = createQueryClient();
  const router = createAppRouter();
  wireApiClient(api, queryClient, router);
  // The data calls go out while the texts load, not after them.
  prefetchForBoot(queryClient, window.location);
  await initI18n();
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds instead of one task
  // of several hundred (Lighthouse's Total Blocking Time); index.html's spinner stays until it commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
}

void start();
if (import.meta.env.PROD) registerServiceWorker();
