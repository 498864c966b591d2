import type { LaunchCreateBody } from "@chorus/shared/invitation/invitation.contract";
import { invitationEndpoints as endpoints } from "@chorus/shared/invitation/invitation.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";

/** Query keys of invitations and the queue. */
export const invitationKeys = {
  all: ["invitation"] as const,
  launchSetup: ["invitation", "launch", "setup"] as const,
  referralSetup: ["invitation", "referral", "setup"] as const,
  list: (kind: "launch" | "referral", status: string | null) => ["invitation", kind, "list", status] as const,
  queue: ["invitation", "queue"] as const,
  queueCount: ["invitation", "queue", "count"] as const,
};

export function useLaunchSetup(enabled = true) {
  return useQuery({
    queryKey: invitationKeys.launchSetup,
    queryFn: ({ signal }) => call(endpoints.getUserLaunchSetup, { signal }),
    enabled,
  });
}

export function useReferralSetup(enabled = true) {
  return useQuery({
    queryKey: invitationKeys.referralSetup,
    queryFn: ({ signal }) => call(endpoints.getUserInvitationSetup, { signal }),
    enabled,
  });
}

/** Every change refreshes the lists, the queue and the setup (seats moved). */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: invitationKeys.all });
}

export function useCreateLaunch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: LaunchCreateBody) => call(endpoints.postUserLaunch, { body }),
    onSettled: refresh,
  });
}

export function useImportCsv() {
  return useMutation({
    mutationFn: (body: { fileName: string; content: string; groupId?: string }) =>
      call(endpoints.postUserLaunchCsv, { body }),
  });
}

export function useSendReferral() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { list: string; message: string }) => call(endpoints.postUserInvitation, { body }),
    onSettled: refresh,
  });
}

export function useInvitationList(kind: "launch" | "referral", status: string | null) {
  const endpoint = kind === "launch" ? endpoints.getUserLaunch : endpoints.getUserInvitation;
  return useQuery({
    queryKey: invitationKeys.list(kind, status),
    queryFn: ({ signal }) =>
      call(endpoint, {
        query: status ? { status: status as "sent", limit: 100 } : { limit: 100 },
        signal,
      }).then((page) => page.invitationList),
  });
}

type ListAction = "delete" | "send" | "remind";
const ACTION = {
  launch: {
    delete: endpoints.deleteUserLaunch,
    send: endpoints.putUserLaunchSend,
    remind: endpoints.putUserLaunchReminder,
  },
  referral: {
    delete: endpoints.deleteUserInvitation,
    send: null,
    remind: endpoints.putUserInvitationReminder,
  },
} as const;

export function useInvitationAction(kind: "launch" | "referral", action: ListAction) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (idList: string[]) => {
      const endpoint = ACTION[kind][action];
      if (!endpoint) throw new Error(`${action} is not offered for ${kind} invitations`);
      return call(endpoint, { body: { idList } });
    },
    onSettled: refresh,
  });
}

export function useQueue(enabled = true) {
  return useQuery({
    queryKey: invitationKeys.queue,
    queryFn: ({ signal }) =>
      call(endpoints.getUserQueue, { query: {}, signal }).then((page) => page.queueList),
    enabled,
  });
}

export function useQueueCount(enabled = true) {
  return useQuery({
    queryKey: invitationKeys.queueCount,
    queryFn: ({ signal }) => call(endpoints.getUserQueueCount, { signal }).then((r) => r.count),
    enabled,
  });
}

export function useReorderQueue() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { groupId: string; userIdList: string[] }) =>
      call(endpoints.putUserQueueOrder, { body }),
    onSettled: refresh,
  });
}

export function useDeleteFromQueue() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userIdList: string[]) => call(endpoints.deleteUserQueue, { body: { userIdList } }),
    onSettled: refresh,
  });
}
