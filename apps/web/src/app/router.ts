import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter } from "react-router";
import type { ApiClient } from "../api/client.ts";
import type { SessionProbe } from "../features/session/api.ts";
import { sessionKeys } from "../features/session/query-keys.ts";
import { LOGIN_PATH } from "./guards/RequireSession.tsx";
import { routes } from "./routes.tsx";

export const createAppRouter = () => createBrowserRouter(routes);

const SIGNED_OUT: SessionProbe = { isLoggedIn: false, userId: null, role: null, companyId: null };

/**
 * Core §8: a response with `x-no-session` clears the session (all cached server state) and
 * sends the person to login.
 */
export function handleNoSession(queryClient: QueryClient, navigate: (to: string) => void): () => void {
  return () => {
    queryClient.clear();
    queryClient.setQueryData(sessionKeys.probe, SIGNED_OUT);
    if (window.location.pathname !== LOGIN_PATH) navigate(LOGIN_PATH);
  };
}

/** The app's `navigate` may arrive after the API client's first calls (main.tsx creates the router a task later). */
export function wireApiClient(api: ApiClient, queryClient: QueryClient, navigate: (to: string) => void) {
  api.setNoSessionHandler(handleNoSession(queryClient, navigate));
}
