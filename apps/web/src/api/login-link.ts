import { useMutation } from "@tanstack/react-query";
import { api } from "./client.ts";

// Used by the login page and by registration (which the login page opens), so it sits below both.
/** PUT /api/user {email}: sends a one-time login link (404.2 when no account has that address). */
export function useSendLoginLink() {
  return useMutation({
    mutationFn: (email: string) => api.send<unknown>("PUT", "/api/user", { email }),
  });
}
