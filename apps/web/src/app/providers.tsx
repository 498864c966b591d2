import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { type CSSVariablesResolver, MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertsProvider } from "../lib/alerts.tsx";
import { BrandProvider } from "../lib/brand.tsx";
import { toastStore } from "../lib/notify.ts";
import { brandTheme, withAccessibleDefaults } from "./theme.ts";

// The toasts' container and the confirmation dialogs' host, loaded once the page is idle, with the
// toast store (lib/notify.ts): from then on a toast needs no fetch, so it shows even offline.
const OverlayHosts = lazy(() =>
  Promise.all([import("./overlay-hosts.tsx"), toastStore.load()]).then(([m]) => ({
    default: m.OverlayHosts,
  })),
);

/**
 * True once the boot's data calls have settled and the browser is then idle (at once in tests). Not
 * before: the hosts' code (Mantine's Modal, focus trap, floating-ui…) would take the connections
 * and the main thread the first posts, the sidebars and the first card's image are waiting for (the
 * browser was idle while it waited for the data, and fetched them then). Ten seconds at most.
 */
function useIdleAfterBoot(immediately: boolean, queryClient: QueryClient) {
  const [idle, setIdle] = useState(immediately);
  useEffect(() => {
    if (idle) return;
    let idleHandle: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      unsubscribe();
      window.clearTimeout(timer);
      if (idleHandle !== undefined) return;
      if (typeof window.requestIdleCallback !== "function") {
        idleHandle = window.setTimeout(() => setIdle(true), 1000);
        return;
      }
      idleHandle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
    };
    const settled = () => queryClient.isFetching() === 0;
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (settled()) whenIdle();
    });
    timer = window.setTimeout(whenIdle, 10_000);
    if (settled()) whenIdle();
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
      if (idleHandle === undefined) return;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    };
  }, [idle, queryClient]);
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

/**
 * The overlay hosts once the boot is over. Its own component: the state change re-renders only this
 * one, where held by Providers it re-rendered MantineProvider, whose contexts are new objects on
 * every render, and so every Mantine component of the page (~1,100 components, one long task).
 */
function IdleOverlayHosts({ queryClient, immediately }: { queryClient: QueryClient; immediately: boolean }) {
  const wanted = useIdleAfterBoot(immediately, queryClient);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  );
}

/** Mantine's theme for a highlight colour, made again only when the colour or the language changes. */
function ThemedApp({ color, env, content }: { color: string; env: "default" | "test"; content: ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(
    () =>
      withAccessibleDefaults(brandTheme(color), {
        close: t("common.close"),
        eyeDropper: t("common.eyeDropper"),
        pagination: {
          first: t("common.pagination.first"),
          previous: t("common.pagination.previous"),
          next: t("common.pagination.next"),
          last: t("common.pagination.last"),
        },
        page: (page) => t("common.pagination.page", { page }),
      }),
    [color, t],
  );
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      env={env}
      cssVariablesResolver={resolveCssVariables}
    >
      {content}
    </MantineProvider>
  );
}

export function Providers({ queryClient, children, env = "default" }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider
        render={(color, content) => (
          <ThemedApp
            color={color}
            env={env}
            content={
              <>
                <IdleOverlayHosts queryClient={queryClient} immediately={env === "test"} />
                <AlertsProvider>{content}</AlertsProvider>
              </>
            }
          />
        )}
      >
        {children}
      </BrandProvider>
    </QueryClientProvider>
  );
}
