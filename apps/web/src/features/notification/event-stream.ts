import { browserHref } from "@chorus/shared/http/endpoint";
import {
  type CountersEvent,
  NOTIFICATION_POLL_MS,
  type Notification,
  SSE_EVENTS,
} from "@chorus/shared/notification/notification.contract";
import { notificationBrowserRoutes } from "@chorus/shared/notification/notification.endpoints";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { postKeys } from "../../api/post-keys.ts";
import { type NotificationPages, notificationKeys } from "./api.ts";

/** Whether this tab's event stream is live; the lists poll every 30 s only while it is not. */
let streamUp = false;
const listeners = new Set<() => void>();
function setStreamUp(value: boolean) {
  if (streamUp === value) return;
  streamUp = value;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The poll interval the notification lists use: none while the stream is live. */
export function usePollInterval(): number | false {
  // A page rendered before any stream exists (on the server, or hydrating its markup) polls.
  return useSyncExternalStore<number | false>(
    subscribe,
    () => (streamUp ? false : NOTIFICATION_POLL_MS),
    () => NOTIFICATION_POLL_MS,
  );
}

/** Puts a notification at the head of a cached list unless it is there already (a resumed stream, a refetch). */
export function withNotification(data: NotificationPages | undefined, notification: Notification) {
  if (!data) return data;
  if (data.pages.some((page) => page.notificationList.some((n) => n.id === notification.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return {
    ...data,
    pages: [{ ...first, notificationList: [notification, ...first.notificationList] }, ...rest],
  };
}

/**
 * Opens GET /api/events once for the signed-in app: new notifications go into the cached lists
 * (each once), the unread count and the Posts menu counts follow the server. The browser's
 * EventSource reconnects by itself and sends Last-Event-ID, so nothing written meanwhile is lost;
 * after a reconnect the lists are refetched as well.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(browserHref(notificationBrowserRoutes.events), { withCredentials: true });
    let wasDown = false;
    source.addEventListener(SSE_EVENTS.ready, () => {
      setStreamUp(true);
      if (wasDown) void queryClient.invalidateQueries({ queryKey: notificationKeys.all, exact: false });
    });
    source.addEventListener(SSE_EVENTS.notification, (event) => {
      const notification = JSON.parse((event as MessageEvent<string>).data) as Notification;
      for (const unreadOnly of [false, true])
        queryClient.setQueryData<NotificationPages>(notificationKeys.list(unreadOnly), (data) =>
          withNotification(data, notification),
        );
    });
    source.addEventListener(SSE_EVENTS.counters, (event) => {
      const counters = JSON.parse((event as MessageEvent<string>).data) as CountersEvent;
      queryClient.setQueryData(notificationKeys.unread, counters.unreadCount);
    });
    source.addEventListener(SSE_EVENTS.posts, () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.counters });
    });
    source.onerror = () => {
      wasDown = true;
      setStreamUp(false);
    };
    return () => {
      source.close();
      setStreamUp(false);
    };
  }, [queryClient]);
}
