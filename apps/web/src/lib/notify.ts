import type { NotificationData } from "@mantine/notifications";
import { onDemand } from "./on-demand.ts";

/** Core §9: general toasts stay 5 s, success toasts 8000 ms; both bottom-left (set on <Notifications>). */
export const TOAST_MS = 5000;
export const SUCCESS_TOAST_MS = 8000;

/** The toast store (Mantine's): no toast is shown before the first screen, so it loads on demand. */
export const toastStore = onDemand(() => import("./toast-store.ts"));

/** Toasts asked for before the store has arrived are shown when it does, in the order asked. */
function show(toast: NotificationData) {
  toastStore.load().then(
    ({ notifications }) => notifications.show(toast),
    // Not fetched (offline, or a new release replaced the chunk): this toast is lost, as it would be
    // without its container; the next one tries again.
    () => undefined,
  );
}

export const notify = {
  success(message: string, title?: string) {
    show({ message, title, color: "green", autoClose: SUCCESS_TOAST_MS });
  },
  error(message: string, title?: string) {
    show({ message, title, color: "red", autoClose: TOAST_MS });
  },
  info(message: string, title?: string) {
    show({ message, title, autoClose: TOAST_MS });
  },
};
