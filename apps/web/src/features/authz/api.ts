import { oauth2Endpoints } from "@chorus/shared/token/token.endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call.ts";

/** Query keys of the authorization page. */
export const authzKeys = {
  client: (clientId: string) => ["oauth2", "client", clientId] as const,
};

/** GET /api/oauth2/client/{clientId}: the client app's name; unknown clients answer an error. */
export function useOAuthClient(clientId: string) {
  return useQuery({
    queryKey: authzKeys.client(clientId),
    queryFn: ({ signal }) => call(oauth2Endpoints.getClient, { params: { clientId }, signal }),
    enabled: clientId !== "",
    retry: false,
  });
}
