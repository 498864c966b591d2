/** What other features may use from sharing: the share bar of a post card, and the share dialogs. */
export { shareKeys, useConnections } from "./api.ts";
export { ConnectModal } from "./components/ConnectModal.tsx";
export { ShareBar } from "./components/ShareBar.tsx";
export { ShareModal } from "./components/ShareModal.tsx";
export { connectionState } from "./connection.ts";
export { needsConnection } from "./share-options.ts";
