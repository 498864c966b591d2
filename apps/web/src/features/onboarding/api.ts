import type { ConsentBody } from "@chorus/shared/onboarding/consent.contract";
import { consentEndpoints } from "@chorus/shared/onboarding/consent.endpoints";
import { meEndpoints } from "@chorus/shared/onboarding/me.endpoints";
import type { onboardingPageSchema } from "@chorus/shared/onboarding/onboarding.contract";
import { onboardingEndpoints } from "@chorus/shared/onboarding/onboarding.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../api/call.ts";
import { refetchUnlessJustFetched } from "../../lib/query-freshness.ts";

/** Query keys of onboarding. */
export const onboardingKeys = {
  state: ["onboarding", "state"] as const,
  pages: (companyId: string) => ["onboarding", "pages", companyId] as const,
  consent: ["user", "consent"] as const,
};

export type OnboardingPage = z.infer<typeof onboardingPageSchema>;

/** GET /api/onboarding/state, also for a fresh read after each step. */
export const fetchOnboardingState = (signal?: AbortSignal) =>
  call(onboardingEndpoints.getOnboardingState, { signal });

export const onboardingStateQuery = () =>
  queryOptions({
    queryKey: onboardingKeys.state,
    queryFn: ({ signal }) => fetchOnboardingState(signal),
    staleTime: 0,
    retry: false,
  });

export function useOnboardingState(enabled: boolean) {
  return useQuery({ ...onboardingStateQuery(), enabled, refetchOnMount: refetchUnlessJustFetched });
}

export function useConsent() {
  return useQuery({
    queryKey: onboardingKeys.consent,
    queryFn: ({ signal }) => call(consentEndpoints.getUserConsent, { signal }),
    retry: false,
  });
}

export function useOnboardingPages(companyId: string) {
  return useQuery({
    queryKey: onboardingKeys.pages(companyId),
    queryFn: ({ signal }) =>
      call(onboardingEndpoints.getOnboardingPagesByCompanyId, { params: { companyId }, signal }).catch(
        () => [] as OnboardingPage[],
      ),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/user/me/event: the user triggered these events (an onboarding step, a dismissed card). */
export const fireUserEvents = (triggeredEventList: string[]) =>
  call(onboardingEndpoints.postUserMeEvent, { body: { _id: "me", triggeredEventList } });

export const onboardingApi = {
  fireEvent: (event: string) => fireUserEvents([event]),
  saveConsent: (body: ConsentBody) => call(consentEndpoints.postUserConsent, { body }),
  chooseGroup: (groupId: string) => call(meEndpoints.putUserMeGroup, { body: { groupId } }),
  chooseTeams: (teamIdList: string[]) => call(meEndpoints.putUserMeTeam, { body: { teamIdList } }),
  saveName: (firstName: string, lastName: string) =>
    call(meEndpoints.putUserMe, { body: { firstName, lastName } }),
  saveAnonymous: (anonymousEnabled: boolean) => call(meEndpoints.putUserMe, { body: { anonymousEnabled } }),
  mobileLink: () => call(meEndpoints.getAuthMobileRedirect).then((r) => r.data.link),
};
