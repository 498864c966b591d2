import type { Session2 } from "@chorus/shared/session/session.contract";
import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Providers } from "../app/providers.tsx";
import { createQueryClient } from "../app/query-client.ts";
import { SessionProvider } from "../features/session/session-context.tsx";
import { makeSession } from "./fixtures/sessions.ts";

interface RenderUiOptions {
  path?: string;
  session?: Session2;
  queryClient?: QueryClient;
}

/** Renders one component with the app's providers, a memory router and a signed-in session. */
export function renderUi(ui: ReactNode, options: RenderUiOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  const session = options.session ?? makeSession("sharer");
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [options.path ?? "/"] });
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <SessionProvider value={{ session, canPostOnBehalf: false }}>
        <RouterProvider router={router} />
      </SessionProvider>
    </Providers>,
  );
  return { ...view, queryClient, router };
}

/** A promise resolved by hand, to hold a fake response while the test looks at the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
