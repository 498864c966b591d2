import type { Channel, ChannelGroupEntry } from "@chorus/shared/channel/channel.contract";
import { channelEndpoints } from "@chorus/shared/channel/channel.endpoints";
import { onboardingEndpoints } from "@chorus/shared/onboarding/onboarding.endpoints";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { sessionKeys } from "../session/index.ts";
import { CHANNEL_ONBOARDING_EVENT } from "./onboarding.ts";
import { channelKeys } from "./query-keys.ts";

export type ChannelGroup = ChannelGroupEntry;

/** GET /api/channel?list=true: the channels the user can see, with their subscription. */
export const channelListQuery = () =>
  queryOptions({
    queryKey: channelKeys.list,
    // The answer's shape follows the query: list=true answers the flat list.
    queryFn: ({ signal }) =>
      call(channelEndpoints.list, { query: { list: "true" }, signal }) as Promise<Channel[]>,
    staleTime: 5 * 60_000,
  });

export function useChannelList() {
  return useQuery(channelListQuery());
}

/**
 * GET /api/company/{companyId}/channel: the channels of the company whose settings are open, which
 * is not the session's when a smarper administers another company.
 */
export function useCompanyChannels(companyId: string) {
  return useQuery({
    queryKey: channelKeys.ofCompany(companyId),
    queryFn: ({ signal }) => call(channelEndpoints.companyChannels, { params: { companyId }, signal }),
    select: (answer) => answer.channelList,
  });
}

export function useChannelGroups(enabled = true) {
  return useQuery({
    queryKey: channelKeys.groups,
    queryFn: ({ signal }) =>
      call(channelEndpoints.list, { query: { groupedBy: "group" }, signal }) as Promise<ChannelGroup[]>,
    enabled,
  });
}

/** PUT /api/user/channel/me/subscribe | unsubscribe {_id}; the channel lists are refetched afterwards. */
export function useSetSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, subscribe }: { channelId: string; subscribe: boolean }) =>
      call(subscribe ? channelEndpoints.subscribeMe : channelEndpoints.unsubscribeMe, {
        body: { _id: channelId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
}

/**
 * Core §2: the channel onboarding card is gone for good once the user triggered channel_onboarding_archived
 * (POST /api/user/me/event); the session is refetched so its triggeredEventList carries the event.
 */
export function useArchiveChannelOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(onboardingEndpoints.postUserMeEvent, {
        body: { _id: "me", triggeredEventList: [CHANNEL_ONBOARDING_EVENT] },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.session2 }),
  });
}
