import { Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../lib/PageFrame.tsx";
import classes from "./PublicFrame.module.css";

/** Pages outside the signed-in layout (maintenance, unauthorized for a visitor, later public screens). */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className={classes.page} id="main-content" tabIndex={-1}>
      <Text className={classes.wordmark}>{t("app.name")}</Text>
      <PageFrame kind="narrow">
        <Paper withBorder shadow="sm" p="xl">
          <Stack gap="md">{children}</Stack>
        </Paper>
      </PageFrame>
    </main>
  );
}
