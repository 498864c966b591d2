/** What other features may use from shortcuts: the sidebar widget. */
export { ShortcutsWidget } from "./components/ShortcutsWidget.tsx";
export { shortcutKeys } from "./query-keys.ts";
