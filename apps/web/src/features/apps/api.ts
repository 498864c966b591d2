import { recoveryEndpoints } from "@chorus/shared/login-link/recovery.endpoints";
import { meEndpoints } from "@chorus/shared/onboarding/me.endpoints";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { browser } from "../../lib/browser.ts";

/** GET /auth/mobile/redirect → the app's magic link, opened as a deep link. */
export function useOpenMobileApp() {
  return useMutation({
    mutationFn: async () => {
      const response = await call(meEndpoints.getAuthMobileRedirect);
      const link = response?.data?.link;
      if (!link) throw new Error("no app link");
      browser.assign(link);
    },
  });
}

/** POST /api/subdomain/check: which company lives at a subdomain, and where to log in. */
export function useSubdomainCheck() {
  return useMutation({
    mutationFn: (subdomain: string) => call(recoveryEndpoints.postSubdomainCheck, { body: { subdomain } }),
  });
}
