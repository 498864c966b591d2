import "./a11y/global.css";
import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Providers } from "./providers.tsx";
import type { createAppRouter } from "./router.ts";

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
