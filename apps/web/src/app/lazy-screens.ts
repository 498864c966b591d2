import { lazy } from "react";

// Everything but the feed and its layout loads on demand, so the feed's chunk stays small.
export const LoginScreen = lazy(() =>
  import("../features/auth/screens/LoginScreen.tsx").then((m) => ({ default: m.LoginScreen })),
);
export const StandaloneUnauthorizedScreen = lazy(() =>
  import("../features/pages/screens/StandaloneUnauthorizedScreen.tsx").then((m) => ({
    default: m.StandaloneUnauthorizedScreen,
  })),
);
export const MaintenanceScreen = lazy(() =>
  import("../features/status/screens/MaintenanceScreen.tsx").then((m) => ({ default: m.MaintenanceScreen })),
);
export const SuspendedScreen = lazy(() =>
  import("../features/session/screens/SuspendedScreen.tsx").then((m) => ({ default: m.SuspendedScreen })),
);
export const PostPreviewScreen = lazy(() =>
  import("../features/post/screens/PostPreviewScreen.tsx").then((m) => ({ default: m.PostPreviewScreen })),
);
// The post editor (tiptap, dropzone, dates) is the heaviest screen: its own chunk.
export const EditorScreen = lazy(() =>
  import("../features/editor/screens/EditorScreen.tsx").then((m) => ({ default: m.EditorScreen })),
);
// Sharing (features/share): the share links and their screen; the behalf tab (features/behalf).
export const ShareEntryGate = lazy(() =>
  import("../features/share/screens/ShareEntryGate.tsx").then((m) => ({ default: m.ShareEntryGate })),
);
export const ShareRouteScreen = lazy(() =>
  import("../features/post/screens/ShareRouteScreen.tsx").then((m) => ({ default: m.ShareRouteScreen })),
);
export const BehalfScreen = lazy(() =>
  import("../features/behalf/screens/BehalfScreen.tsx").then((m) => ({ default: m.BehalfScreen })),
);
export const AccessibilityScreen = lazy(() =>
  import("../features/pages/screens/AccessibilityScreen.tsx").then((m) => ({
    default: m.AccessibilityScreen,
  })),
);
