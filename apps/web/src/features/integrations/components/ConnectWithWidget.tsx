import { isAdminLevel } from "@chorus/shared/access/roles";
import { browserHref } from "@chorus/shared/http/endpoint";
import { slackBrowserRoutes } from "@chorus/shared/integrations/integrations.endpoints";
import { Anchor, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../session/index.ts";
import { useSlack } from "../api.ts";

/**
 * Core §2 sidebar 'Connect with (Add to Slack)': shown when the company offers the Slack app
 * (isSlackAppEnabled) to those who can install it for the company (admin-level), while this
 * Chorus has a Slack app configured; once installed it names the channel posts go to.
 */
export function ConnectWithWidget() {
  const { session } = useSession();
  const show = session.company.isSlackAppEnabled && isAdminLevel(session.role);
  if (!show) return null;
  return <SlackWidget companyId={session.company._id} />;
}

function SlackWidget({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const slack = useSlack(companyId);
  if (!slack.data?.isAvailable) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="connect-with-heading">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h5" id="connect-with-heading">
          {t("integrations.connectWith.title")}
        </Title>
        {slack.data.isInstalled ? (
          <Text size="sm">
            {slack.data.slackChannelName
              ? t("integrations.connectWith.installedIn", { channel: slack.data.slackChannelName })
              : t("integrations.connectWith.installed")}{" "}
            <Anchor component={Link} to={`/company/${companyId}?tab=integrations`} size="sm">
              {t("integrations.connectWith.settings")}
            </Anchor>
          </Text>
        ) : (
          <Button component="a" href={browserHref(slackBrowserRoutes.install)} size="xs" variant="default">
            {t("integrations.slack.add")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
