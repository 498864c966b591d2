import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./global.css";
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AlertsProvider } from "./alerts.tsx";
import { TOAST_MS } from "./notify.ts";
import { theme } from "./theme.ts";

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Tests: no transitions, no portals. */
  env?: "default" | "test";
}

export function Providers({ queryClient, children, env = "default" }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
        <ModalsProvider>
          <Notifications position="bottom-left" autoClose={TOAST_MS} />
          <AlertsProvider>{children}</AlertsProvider>
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
