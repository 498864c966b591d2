import { notifications } from "@mantine/notifications";

/** Core §9: general toasts stay 5 s, success toasts 8000 ms; both bottom-left (set on <Notifications>). */
export const TOAST_MS = 5000;
export const SUCCESS_TOAST_MS = 8000;

export const notify = {
  success(message: string, title?: string) {
    notifications.show({ message, title, color: "green", autoClose: SUCCESS_TOAST_MS });
  },
  error(message: string, title?: string) {
    notifications.show({ message, title, color: "red", autoClose: TOAST_MS });
  },
  info(message: string, title?: string) {
    notifications.show({ message, title, autoClose: TOAST_MS });
  },
};
