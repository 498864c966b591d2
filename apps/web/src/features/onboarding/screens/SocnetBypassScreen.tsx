import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { FullPageLoader } from "../../../lib/FullPageLoader.tsx";
import { onboardingApi, onboardingKeys } from "../api.ts";

/** /socnet-bypass: skips the onboarding auth step, then onboarding carries on. */
export function SocnetBypassScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    onboardingApi
      .fireEvent("ob_auth_passed")
      .catch(() => {})
      .finally(() => {
        if (!active) return;
        void queryClient.invalidateQueries({ queryKey: onboardingKeys.state });
        navigate("/", { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);
  return <FullPageLoader />;
}
