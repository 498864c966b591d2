import type { PasswordLoginBody } from "@chorus/shared/auth/auth.contract";
import { authEndpoints } from "@chorus/shared/auth/auth.endpoints";
import type { SignInMethods } from "@chorus/shared/auth/sign-in-methods.contract";
import type { configSchema } from "@chorus/shared/company/system.endpoints";
import { systemEndpoints } from "@chorus/shared/company/system.endpoints";
import { loginLinkEndpoints } from "@chorus/shared/login-link/login-link.endpoints";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../api/call.ts";

/** Query keys of signing in. */
export const authKeys = {
  publicConfig: ["config"] as const,
  methods: ["auth", "methods"] as const,
  loginLinkDomains: ["auth", "loginLinkDomains"] as const,
};

/** GET /api/config: the host's company (null on localhost), for login branding. */
export type PublicConfig = z.infer<typeof configSchema>;

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: authKeys.publicConfig,
    queryFn: ({ signal }) => call(systemEndpoints.config, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}

/** POST /auth/password: the response tells the browser where to go. */
export function usePasswordLogin() {
  return useMutation({
    mutationFn: (body: PasswordLoginBody) => call(authEndpoints.postAuthPassword, { body }),
  });
}

/** GET /api/auth/methods: the sign-in methods the host's company offers. */
export type AuthMethods = SignInMethods;

export function useAuthMethods() {
  return useQuery({
    queryKey: authKeys.methods,
    queryFn: ({ signal }) => call(authEndpoints.getAuthMethods, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/user/login-link/domains: the company's e-mail domains for the login-link dialog. */
export function useLoginLinkDomains(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.loginLinkDomains,
    queryFn: ({ signal }) => call(loginLinkEndpoints.getUserLoginLinkDomains, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export { useSendLoginLink } from "../../api/login-link.ts";
