import type { Consent, ConsentBody } from "@chorus/shared/onboarding/consent.contract";
import type { OnboardingState } from "@chorus/shared/onboarding/onboarding.contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

export function useOnboardingState(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.onboardingState,
    queryFn: ({ signal }) => api.get<OnboardingState>("/api/onboarding/state", signal),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

export function useConsent() {
  return useQuery({
    queryKey: queryKeys.consent,
    queryFn: ({ signal }) => api.get<Consent>("/api/user/consent", signal),
    retry: false,
  });
}

export interface OnboardingPage {
  pageName: "welcome" | "group" | "team";
  title: string;
  description: string;
}

export function useOnboardingPages(companyId: string) {
  return useQuery({
    queryKey: queryKeys.onboardingPages(companyId),
    queryFn: ({ signal }) =>
      api
        .get<OnboardingPage[]>(`/api/onboarding/pages/${companyId}`, signal)
        .catch(() => [] as OnboardingPage[]),
    staleTime: 5 * 60_000,
  });
}

export const onboardingApi = {
  fireEvent: (event: string) =>
    api.send<unknown>("POST", "/api/user/me/event", { _id: "me", triggeredEventList: [event] }),
  saveConsent: (body: ConsentBody) => api.send<unknown>("POST", "/api/user/consent", body),
  chooseGroup: (groupId: string) => api.send<unknown>("PUT", "/api/user/me/group", { groupId }),
  chooseTeams: (teamIdList: string[]) => api.send<unknown>("PUT", "/api/user/me/team", { teamIdList }),
  saveName: (firstName: string, lastName: string) =>
    api.send<unknown>("PUT", "/api/user/me", { firstName, lastName }),
  saveAnonymous: (anonymousEnabled: boolean) =>
    api.send<unknown>("PUT", "/api/user/me", { anonymousEnabled }),
  mobileLink: () => api.get<{ data: { link: string } }>("/auth/mobile/redirect").then((r) => r.data.link),
};
