import { Anchor, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PublicFrame } from "../components/PublicFrame.tsx";

/** A public route (no sign-in needed) whose screen arrives in a later issue. */
export function PublicComingSoonScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <Title order={1}>{t(titleKey)}</Title>
      <Text>{t("comingSoon.text")}</Text>
      <Anchor component={Link} to="/account">
        {t("common.goToLogin")}
      </Anchor>
    </PublicFrame>
  );
}
