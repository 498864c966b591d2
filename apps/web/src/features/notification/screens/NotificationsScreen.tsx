import { Paper, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NotificationList } from "../components/NotificationList.tsx";

/** /notifications: the whole list, for small screens and for reading back. */
export default function NotificationsScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t("page.notifications")}</Title>
      <Paper withBorder>
        <NotificationList />
      </Paper>
    </Stack>
  );
}
