import type { Role } from "@chorus/shared/access/roles";
import { authBrowserRoutes } from "@chorus/shared/auth/auth.endpoints";
import { browserHref } from "@chorus/shared/http/endpoint";
import { labsDisabledByUrl, withoutLabs } from "@chorus/shared/labs/labs-page.rules";
import type { sessionProbeSchema } from "@chorus/shared/session/session.contract";
import { sessionEndpoints } from "@chorus/shared/session/session.endpoints";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router";
import type { z } from "zod";
import { call } from "../../api/call.ts";
import { api } from "../../api/client.ts";
import { browser } from "../../lib/browser.ts";
import { sessionKeys } from "./query-keys.ts";

export type SessionProbe = z.infer<typeof sessionProbeSchema>;

/** GET /api/session: who is signed in; the client also keeps the CSRF token from its header. */
export const sessionProbeQuery = () =>
  queryOptions({
    queryKey: sessionKeys.probe,
    queryFn: () => api.probeSession<SessionProbe>(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

export function useSessionProbe() {
  return useQuery(sessionProbeQuery());
}

/** GET /api/session2: user, active role and company of a signed-in user. */
export const session2Query = () =>
  queryOptions({
    queryKey: sessionKeys.session2,
    queryFn: ({ signal }) => call(sessionEndpoints.getSession2, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

const withLabs = <T>(session: T) => session;

export function useSession2(enabled: boolean) {
  // Access §2: labs=0 in the address switches every lab off while it is there (the router's
  // address: the server draws a page from the request's).
  const labsOff = labsDisabledByUrl(useLocation().search);
  return useQuery({ ...session2Query(), select: labsOff ? withoutLabs : withLabs, enabled });
}

/** GET /api/session2/user/enhancement; a failure only means "no post on behalf" (core §8: no user message). */
export const sessionEnhancementQuery = () =>
  queryOptions({
    queryKey: sessionKeys.enhancement,
    queryFn: ({ signal }) => call(sessionEndpoints.getSession2UserEnhancement, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSessionEnhancement(enabled: boolean) {
  return useQuery({ ...sessionEnhancementQuery(), enabled });
}

/** PUT /api/session {role}: the spec saves the role and reloads the page. */
export function useSwitchRole() {
  return useMutation({
    mutationFn: (role: Role) => call(sessionEndpoints.putSession, { body: { role } }),
    onSuccess: () => browser.reload(),
  });
}

/** Logging out resets all client state, then the server clears the session and sends us to /account. */
export function useLogout() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
    // The service worker drops the API answers it kept for offline reading.
    navigator.serviceWorker?.controller?.postMessage("clear-api");
    browser.assign(browserHref(authBrowserRoutes.signOut));
  };
}
