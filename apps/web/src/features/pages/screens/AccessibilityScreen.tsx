import { Anchor, List, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PublicFrame } from "../components/PublicFrame.tsx";

const METHOD_KEYS = ["axe", "keyboard", "devices", "motion"] as const;

/** The accessibility statement: the standard, how it is tested, and the known exceptions. */
export function AccessibilityScreen() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <Title order={1}>{t("accessibility.title")}</Title>
      <Text>{t("accessibility.intro")}</Text>
      <Title order={2} size="h3">
        {t("accessibility.standardTitle")}
      </Title>
      <Text>{t("accessibility.standard")}</Text>
      <Title order={2} size="h3">
        {t("accessibility.methodTitle")}
      </Title>
      <List>
        {METHOD_KEYS.map((key) => (
          <List.Item key={key}>{t(`accessibility.method.${key}`)}</List.Item>
        ))}
      </List>
      <Title order={2} size="h3">
        {t("accessibility.exceptionsTitle")}
      </Title>
      <Text>{t("accessibility.exceptions")}</Text>
      <Title order={2} size="h3">
        {t("accessibility.feedbackTitle")}
      </Title>
      <Text>{t("accessibility.feedback")}</Text>
      <Anchor component={Link} to="/">
        {t("common.backToFeed")}
      </Anchor>
    </PublicFrame>
  );
}
