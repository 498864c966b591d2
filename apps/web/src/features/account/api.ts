import { useMutation } from "@tanstack/react-query";
import { api } from "../../api/client.ts";

/** DELETE /api/user/me (the password re-confirms when the user has one). */
export function useDeleteMe() {
  return useMutation({
    mutationFn: (password: string | null) =>
      api.send<unknown>("DELETE", "/api/user/me", password ? { password } : undefined),
  });
}
