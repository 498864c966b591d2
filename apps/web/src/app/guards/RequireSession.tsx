import { Button, Center, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { usePublicConfig } from "../../features/auth/api.ts";
import { useSession2, useSessionEnhancement, useSessionProbe } from "../../features/session/api.ts";
import { SessionProvider } from "../../features/session/session-context.tsx";
import { useSessionUiLanguage } from "../../i18n/use-locale.ts";
import { FullPageLoader } from "../../lib/FullPageLoader.tsx";
import { useTransitionedValue } from "../../lib/use-transitioned-value.ts";
import { hostTenancy, sessionFailurePath } from "../startup-redirects.ts";

export const LOGIN_PATH = "/account";
export const SUSPENDED_PATH = "/suspended";

function SessionLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <Stack align="center" role="alert">
        <Text>{t("error.generic")}</Text>
        <Button onClick={onRetry}>{t("common.retry")}</Button>
      </Stack>
    </Center>
  );
}

/**
 * Private routes: signed-out visitors go to login (access §4: the landing page on an unknown company's
 * host); a suspended company sees only /suspended.
 */
export function RequireSession() {
  const { pathname } = useLocation();
  const config = usePublicConfig(); // loaded by StartupRedirects at the root
  const probe = useSessionProbe();
  const signedIn = probe.data?.isLoggedIn === true;
  const session = useSession2(signedIn);
  const enhancement = useSessionEnhancement(signedIn && session.isSuccess);
  useSessionUiLanguage(session.data);
  // The signed-in page (navbar, sidebars, the screen and its cards) is drawn by a background render,
  // one step behind the session's answer: that answer re-renders this guard synchronously, and
  // drawing the whole page in that render was one task of 150+ ms (Lighthouse's blocking time).
  // A background render is split into short tasks; the loader stays until it commits.
  const drawPage = useTransitionedValue(session.isSuccess, false);

  if (probe.isPending) return <FullPageLoader />;
  if (probe.isError) return <SessionLoadError onRetry={() => void probe.refetch()} />;
  const failurePath = sessionFailurePath(hostTenancy(config.data));
  if (!signedIn) return <Navigate to={failurePath} replace />;
  if (session.isPending) return <FullPageLoader />;
  if (session.isError) {
    if (isApiError(session.error) && session.error.status === 401)
      return <Navigate to={failurePath} replace />;
    return <SessionLoadError onRetry={() => void session.refetch()} />;
  }

  const suspended = session.data.company.isSubscriptionSuspended;
  if (suspended && pathname !== SUSPENDED_PATH) return <Navigate to={SUSPENDED_PATH} replace />;
  if (!suspended && pathname === SUSPENDED_PATH) return <Navigate to="/" replace />;

  if (!drawPage) return <FullPageLoader />;

  const canPostOnBehalf = enhancement.data?.userSettings.postOnBehalf.canPost ?? false;
  return (
    <SessionProvider value={{ session: session.data, canPostOnBehalf }}>
      <Outlet />
    </SessionProvider>
  );
}
