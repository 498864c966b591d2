import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Core §2: shown for a route the signed-in user may not open. */
export function UnauthorizedScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={1}>{t("unauthorized.title")}</Title>
      <Text>{t("unauthorized.text")}</Text>
      <Anchor component={Link} to="/">
        {t("common.backToFeed")}
      </Anchor>
    </Stack>
  );
}
