/**
 * The toasts' container, apart so the app can load it after the first paint (providers.tsx): a
 * dynamic import of @mantine/notifications itself would keep all of it in the first JavaScript.
 */
export { Notifications } from "@mantine/notifications";
