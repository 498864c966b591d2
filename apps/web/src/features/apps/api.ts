import { useMutation } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { browser } from "../../lib/browser.ts";

/** GET /auth/mobile/redirect → the app's magic link, opened as a deep link. */
export function useOpenMobileApp() {
  return useMutation({
    mutationFn: async () => {
      const response = await api.get<{ data?: { link?: string } }>("/auth/mobile/redirect");
      const link = response?.data?.link;
      if (!link) throw new Error("no app link");
      browser.assign(link);
    },
  });
}
