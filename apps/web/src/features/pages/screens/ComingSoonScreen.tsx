import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A route whose screen arrives in a later issue: say so plainly instead of showing a blank page. */
export function ComingSoonScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={1}>{t(titleKey)}</Title>
      <Text>{t("comingSoon.text")}</Text>
      <Anchor component={Link} to="/">
        {t("common.backToFeed")}
      </Anchor>
    </Stack>
  );
}
