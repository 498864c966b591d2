import { loginLinkEndpoints } from "@chorus/shared/login-link/login-link.endpoints";
import { useMutation } from "@tanstack/react-query";
import { call } from "./call.ts";

// Used by the login page and by registration (which the login page opens), so it sits below both.
/** PUT /api/user {email}: sends a one-time login link (404.2 when no account has that address). */
export function useSendLoginLink() {
  return useMutation({
    mutationFn: (email: string) => call(loginLinkEndpoints.putUser, { body: { email } }),
  });
}
