import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { browserHref } from "@chorus/shared/http/endpoint";
import { linkedinPageBrowserRoutes } from "@chorus/shared/social-feed/linkedin-page.endpoints";
import { Alert, Button, Card, Group, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../session/index.ts";
import {
  useChooseLinkedinPage,
  useDisconnectLinkedinPage,
  useLinkedinPage,
  useLinkedinPageOrganizations,
} from "../api.ts";

/**
 * The admin's part of /social-feed: connect the company's LinkedIn page (LinkedIn's OAuth with
 * the organisation scopes), choose the page when they administer several, reconnect, disconnect.
 * Shown to admin-level roles only; members see the feed alone.
 */
export function LinkedinPageAdmin() {
  const { t } = useTranslation();
  const { session } = useSession();
  const companyId = session.company._id;
  const isManager = (MANAGER_ROLES as readonly string[]).includes(session.role);
  const page = useLinkedinPage(companyId, isManager);
  const needsChoice = Boolean(
    page.data?.isConnected && !page.data.organizationUrn && !page.data.needsReconnect,
  );
  const organizations = useLinkedinPageOrganizations(companyId, needsChoice);
  const choose = useChooseLinkedinPage(companyId);
  const disconnect = useDisconnectLinkedinPage(companyId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [params] = useSearchParams();
  const outcome = params.get("linkedinPage");
  if (!isManager || !page.data) return null;
  const connectHref = browserHref(linkedinPageBrowserRoutes.connect, { params: { companyId } });
  return (
    <Card withBorder padding="md" data-testid="linkedin-page-admin">
      <Stack gap="sm">
        <Text fw={700}>{t("socialFeed.admin.title")}</Text>
        {outcome && outcome !== "connected" && (
          <Alert color="red" role="alert">
            {t("socialFeed.admin.connectFailed")}
          </Alert>
        )}
        {!page.data.isConnected ? (
          <>
            <Text size="sm">{t("socialFeed.admin.notConnected")}</Text>
            <Group>
              <Button component="a" href={connectHref}>
                {t("socialFeed.admin.connect")}
              </Button>
            </Group>
          </>
        ) : (
          <>
            {page.data.organizationName && (
              <Text size="sm">{t("socialFeed.admin.connectedTo", { name: page.data.organizationName })}</Text>
            )}
            {needsChoice && (
              <Group align="flex-end">
                <Select
                  label={t("socialFeed.admin.choosePage")}
                  data={(organizations.data?.organizationList ?? []).map((o) => ({
                    value: o.urn,
                    label: o.name,
                  }))}
                  value={chosen}
                  onChange={setChosen}
                />
                <Button
                  disabled={!chosen}
                  loading={choose.isPending}
                  onClick={() =>
                    chosen && choose.mutate(chosen, { onError: () => notify.error(t("error.generic")) })
                  }
                >
                  {t("socialFeed.admin.save")}
                </Button>
              </Group>
            )}
            <Group>
              {page.data.needsReconnect && (
                <Button component="a" href={connectHref}>
                  {t("socialFeed.admin.reconnect")}
                </Button>
              )}
              <Button
                variant="default"
                loading={disconnect.isPending}
                onClick={() =>
                  disconnect.mutate(undefined, { onError: () => notify.error(t("error.generic")) })
                }
              >
                {t("socialFeed.admin.disconnect")}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
