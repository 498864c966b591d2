import type { Role } from "@chorus/shared/access/roles";
import type {
  Session2,
  SessionEnhancement,
  sessionProbeSchema,
} from "@chorus/shared/session/session.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { browser } from "../../lib/browser.ts";

export type SessionProbe = z.infer<typeof sessionProbeSchema>;

/** GET /api/session: who is signed in; the client also keeps the CSRF token from its header. */
export function useSessionProbe() {
  return useQuery({
    queryKey: queryKeys.sessionProbe,
    queryFn: () => api.probeSession<SessionProbe>(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** GET /api/session2: user, active role and company of a signed-in user. */
export function useSession2(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.session2,
    queryFn: ({ signal }) => api.get<Session2>("/api/session2", signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /api/session2/user/enhancement; a failure only means "no post on behalf" (core §8: no user message). */
export function useSessionEnhancement(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sessionEnhancement,
    queryFn: ({ signal }) => api.get<SessionEnhancement>("/api/session2/user/enhancement", signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** PUT /api/session {role}: the spec saves the role and reloads the page. */
export function useSwitchRole() {
  return useMutation({
    mutationFn: (role: Role) => api.send<Session2>("PUT", "/api/session", { role }),
    onSuccess: () => browser.reload(),
  });
}

/** Logging out resets all client state, then the server clears the session and sends us to /account. */
export function useLogout() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
    browser.assign("/auth/out");
  };
}
