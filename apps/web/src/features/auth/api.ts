import type { PasswordLoginBody } from "@chorus/shared/auth/auth.contract";
import type { PublicCompany } from "@chorus/shared/company/company.contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** GET /api/config: the host's company (null on localhost), for login branding. */
export interface PublicConfig {
  company: PublicCompany | null;
  environment: string;
  version: string;
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
