import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { type CSSVariablesResolver, MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { AlertsProvider } from "../lib/alerts.tsx";
import { BrandProvider } from "../lib/brand.tsx";
import { TOAST_MS } from "../lib/notify.ts";
import { brandTheme, withAccessibleDefaults } from "./theme.ts";

// The toasts' container: a toast shown before it arrives waits in Mantine's store and appears then.
const Notifications = lazy(() => import("./toasts.ts").then((m) => ({ default: m.Notifications })));

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
            <ModalsProvider>
              <Suspense fallback={null}>
                <Notifications position="bottom-left" autoClose={TOAST_MS} />
              </Suspense>
              <AlertsProvider>{content}</AlertsProvider>
            </ModalsProvider>
          </MantineProvider>
        )}
      >
        {children}
      </BrandProvider>
    </QueryClientProvider>
  );
}
