import { meEndpoints } from "@chorus/shared/onboarding/me.endpoints";
import { tokenEndpoints } from "@chorus/shared/token/token.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";

/** Query keys of the account screens. */
export const accountKeys = {
  accessTokens: ["token"] as const,
};

/** DELETE /api/user/me (the password re-confirms when the user has one). */
export function useDeleteMe() {
  return useMutation({
    mutationFn: (password: string | null) =>
      call(meEndpoints.deleteUserMe, { body: password ? { password } : undefined }),
  });
}

/** GET /api/token: the user's personal access tokens, without secrets. */
export function useAccessTokens(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.accessTokens,
    queryFn: ({ signal }) => call(tokenEndpoints.getToken, { signal }),
    enabled,
  });
}

/** POST /api/token: the secret is in this answer only. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; expiresInDays: number }) => call(tokenEndpoints.postToken, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.accessTokens }),
  });
}

/** DELETE /api/token {_id}. */
export function useDeleteAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => call(tokenEndpoints.deleteToken, { body: { _id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.accessTokens }),
  });
}
