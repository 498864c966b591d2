/**
 * Mantine's toast store in a module of its own, fetched with the first toast (lib/notify.ts) rather
 * than with the first screen; the toasts' container (app/overlay-hosts.tsx) brings it too.
 */
export { notifications } from "@mantine/notifications";
