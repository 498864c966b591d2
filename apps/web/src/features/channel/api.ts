import type { Channel } from "@chorus/shared/channel/channel.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { CHANNEL_ONBOARDING_EVENT } from "./onboarding.ts";

export interface ChannelGroup {
  groupId: string | null;
  groupName: string;
  channelList: Channel[];
}

/** GET /api/channel?list=true: the channels the user can see, with their subscription. */
export function useChannelList() {
  return useQuery({
    queryKey: queryKeys.channelList,
    queryFn: ({ signal }) => api.get<Channel[]>("/api/channel?list=true", signal),
    staleTime: 5 * 60_000,
  });
}

export function useChannelGroups(enabled = true) {
  return useQuery({
    queryKey: queryKeys.channelGroups,
    queryFn: ({ signal }) => api.get<ChannelGroup[]>("/api/channel?groupedBy=group", signal),
    enabled,
  });
}

/** PUT /api/user/channel/me/subscribe | unsubscribe {_id}; the channel lists are refetched afterwards. */
export function useSetSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, subscribe }: { channelId: string; subscribe: boolean }) =>
      api.send<Channel>("PUT", `/api/user/channel/me/${subscribe ? "subscribe" : "unsubscribe"}`, {
        _id: channelId,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.channels }),
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
      api.send<unknown>("POST", "/api/user/me/event", {
        _id: "me",
        triggeredEventList: [CHANNEL_ONBOARDING_EVENT],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session2 }),
  });
}
