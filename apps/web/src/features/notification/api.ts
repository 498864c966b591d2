import type { NotificationPage } from "@chorus/shared/notification/notification.contract";
import { notificationEndpoints } from "@chorus/shared/notification/notification.endpoints";
import type { StoredNotificationSettings } from "@chorus/shared/notification/notification-types";
import { userEndpoints } from "@chorus/shared/people/user.endpoints";
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { sessionKeys } from "../session/index.ts";

/** Query keys of notifications (every list starts with "notification"). */
export const notificationKeys = {
  all: ["notification"] as const,
  list: (unreadOnly: boolean) => ["notification", "list", unreadOnly] as const,
  unread: ["notification", "unread"] as const,
};

const PAGE_SIZE = 20;

/** GET /api/notification, newest first, by keyset pages; polled only when `pollMs` is set (stream down). */
export function useNotifications(unreadOnly: boolean, pollMs: number | false = false) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: async ({ pageParam, signal }) => {
      const page = await call(notificationEndpoints.getNotification, {
        query: {
          pageSize: PAGE_SIZE,
          unreadOnly: unreadOnly ? "true" : "false",
          cursor: pageParam ?? undefined,
        },
        signal,
      });
      queryClient.setQueryData(notificationKeys.unread, page.unreadCount);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: NotificationPage) => (last.hasMore ? last.nextCursor : null),
    refetchInterval: pollMs,
  });
}

export type NotificationPages = InfiniteData<NotificationPage, string | null>;

/** PUT /api/notification: one, several or all read; the lists refresh, the count comes back. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { idList: string[] } | { all: true }) =>
      call(notificationEndpoints.putNotification, { body }),
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData(notificationKeys.unread, unreadCount);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all, exact: false });
    },
  });
}

/** The unread count of the bell (GET /api/notification, one item), polled while the stream is down. */
export function useUnreadCount(refetchInterval: number | false) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) =>
      (await call(notificationEndpoints.getNotification, { query: { pageSize: 1 }, signal })).unreadCount,
    refetchInterval,
  });
}

/** PUT /api/user/me/notification (the people module's store): the named settings change. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoredNotificationSettings) =>
      call(userEndpoints.notification, { params: { userId: "me" }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.session2 }),
  });
}

export const fetchPushKey = () => call(notificationEndpoints.getPushKey);
export const savePushSubscription = (body: {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  expirationTime?: number | null;
}) => call(notificationEndpoints.postPushSubscription, { body });
export const removePushSubscription = (endpoint: string) =>
  call(notificationEndpoints.deletePushSubscription, { body: { endpoint } });
