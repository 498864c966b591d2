import { Accordion, Anchor, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The deployment's own help centre, when it has one (VITE_HELP_URL at build time). */
const HELP_URL: string | undefined = import.meta.env.VITE_HELP_URL || undefined;

const TOPICS = ["read", "share", "write", "notifications", "account", "accessibility"] as const;

/** /help: the built-in help, and a link to the configured help centre when there is one. */
export function HelpScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t("page.help")}</Title>
      <Text>{t("help.intro")}</Text>
      {HELP_URL && (
        <Anchor href={HELP_URL} target="_blank" rel="noopener noreferrer">
          {t("help.helpCentre")} <IconExternalLink size={14} aria-label={t("common.opensInNewTab")} />
        </Anchor>
      )}
      <Accordion variant="separated" multiple defaultValue={["read"]}>
        {TOPICS.map((topic) => (
          <Accordion.Item key={topic} value={topic}>
            <Accordion.Control>
              <Title order={2} size="h4" component="span">
                {t(`help.topic.${topic}.title`)}
              </Title>
            </Accordion.Control>
            <Accordion.Panel>
              <Text>{t(`help.topic.${topic}.text`)}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text>
        {t("help.more")}{" "}
        <Anchor component={Link} to="/accessibility">
          {t("accessibility.title")}
        </Anchor>
      </Text>
    </Stack>
  );
}
