import type { Channel } from "@chorus/shared/channel/channel.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

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
