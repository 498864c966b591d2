import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/client.ts";

/** Query keys of the authorization page. */
export const authzKeys = {
  client: (clientId: string) => ["oauth2", "client", clientId] as const,
};

/** GET /api/oauth2/client/{clientId}: the client app's name; unknown clients answer an error. */
export function useOAuthClient(clientId: string) {
  return useQuery({
    queryKey: authzKeys.client(clientId),
    queryFn: ({ signal }) =>
      api.get<{ name: string }>(`/api/oauth2/client/${encodeURIComponent(clientId)}`, signal),
    enabled: clientId !== "",
    retry: false,
  });
}
