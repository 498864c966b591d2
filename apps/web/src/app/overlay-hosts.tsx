import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { TOAST_MS } from "../lib/notify.ts";

/**
 * The toasts' container and the confirmation dialogs' host (`modals.openConfirmModal`), in a module
 * the app loads after the first paint (providers.tsx): a toast shown before they arrive waits in
 * Mantine's store and appears then. Neither wraps the app: `modals.*` reach the host by window events.
 */
export function OverlayHosts() {
  return (
    <>
      <Notifications position="bottom-left" autoClose={TOAST_MS} />
      <ModalsProvider />
    </>
  );
}
