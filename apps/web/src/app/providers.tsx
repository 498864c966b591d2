import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { type CSSVariablesResolver, MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertsProvider } from "../lib/alerts.tsx";
import { BrandProvider } from "../lib/brand.tsx";
import { brandTheme, withAccessibleDefaults } from "./theme.ts";

// The toasts' container and the confirmation dialogs' host, loaded once the page is idle.
const OverlayHosts = lazy(() => import("./overlay-hosts.tsx").then((m) => ({ default: m.OverlayHosts })));

/** True once the browser is idle after the first paint (at once in tests). */
function useIdleAfterBoot(immediately: boolean) {
  const [idle, setIdle] = useState(immediately);
  useEffect(() => {
    if (idle) return;
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(() => setIdle(true), 1000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, [idle]);
  return idle;
}

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Tests: no transitions, no portals. */
  env?: "default" | "test";
}

/**
 * Mantine's dimmed grey falls below WCAG AA contrast on white; gray.7 keeps 4.5:1. Placeholders
 * (inputs and date pickers) get a grey of 4.9:1 on white.
 */
const resolveCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-placeholder": "#6b7178",
  },
  dark: {},
});

export function Providers({ queryClient, children, env = "default" }: ProvidersProps) {
  const { t } = useTranslation();
  const hostsWanted = useIdleAfterBoot(env === "test");
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider
        render={(color, content) => (
          <MantineProvider
            theme={withAccessibleDefaults(brandTheme(color), {
              close: t("common.close"),
              eyeDropper: t("common.eyeDropper"),
              pagination: {
                first: t("common.pagination.first"),
                previous: t("common.pagination.previous"),
                next: t("common.pagination.next"),
                last: t("common.pagination.last"),
              },
              page: (page) => t("common.pagination.page", { page }),
            })}
            defaultColorScheme="light"
            env={env}
            cssVariablesResolver={resolveCssVariables}
          >
            {hostsWanted && (
              <Suspense fallback={null}>
                <OverlayHosts />
              </Suspense>
            )}
            <AlertsProvider>{content}</AlertsProvider>
          </MantineProvider>
        )}
      >
        {children}
      </BrandProvider>
    </QueryClientProvider>
  );
}
