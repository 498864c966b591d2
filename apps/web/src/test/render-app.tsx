import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { api } from "../api/client.ts";
import { Providers } from "../app/providers.tsx";
import { createQueryClient } from "../app/query-client.ts";
import { handleNoSession } from "../app/router.ts";
import { routes } from "../app/routes.tsx";

/** Renders the whole app at `path` on a memory router, as main.tsx wires it. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  api.setNoSessionHandler(handleNoSession(queryClient, (to) => void router.navigate(to, { replace: true })));
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
