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
  const texts = initI18n();
  // A task of its own for the route table: the entry's evaluation and the data calls are one task
  // already (Lighthouse counts each task's time over 50 ms as blocking).
  await new Promise((resolve) => setTimeout(resolve, 0));
  router = createAppRouter();
  if (pendingNavigation) navigate(pendingNavigation);
  await texts;
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
