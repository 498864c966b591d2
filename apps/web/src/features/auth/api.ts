import type { PasswordLoginBody } from "@chorus/shared/auth/auth.contract";
import type { PublicCompany } from "@chorus/shared/company/company.contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** GET /api/config: the host's company (null on localhost), for login branding. */
export interface PublicConfig {
  /** The host's company; when the host names none, the signed-in user's company. */
  company: PublicCompany | null;
  /** The host names a company (subdomain or own domain), known or not. */
  hostNamesACompany: boolean;
  environment: string;
  version: string;
  /** Machine translation is configured: the translate buttons show only then. */
  translationEnabled?: boolean;
}

export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.publicConfig,
    queryFn: ({ signal }) => api.get<PublicConfig>("/api/config", signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /auth/password: the response tells the browser where to go. */
export function usePasswordLogin() {
  return useMutation({
    mutationFn: (body: PasswordLoginBody) =>
      api.send<{ redirectUrl: string }>("POST", "/auth/password", body),
  });
}

/** GET /api/auth/methods: the sign-in methods the host's company offers. */
export interface AuthMethods {
  networkList: string[];
  sso: boolean;
  password: boolean;
}

export function useAuthMethods() {
  return useQuery({
    queryKey: queryKeys.authMethods,
    queryFn: ({ signal }) => api.get<AuthMethods>("/api/auth/methods", signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/user/login-link/domains: the company's e-mail domains for the login-link dialog. */
export function useLoginLinkDomains(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.loginLinkDomains,
    queryFn: ({ signal }) => api.get<{ domainList: string[] }>("/api/user/login-link/domains", signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export { useSendLoginLink } from "../../api/login-link.ts";
