import {
  channelsOfCategory,
  DELIVERY_CHANNELS,
  NOTIFICATION_CATEGORIES,
  settingsChange,
} from "@chorus/shared/notification/notification-types";
import { Button, Checkbox, Group, Stack, Table, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../session/index.ts";
import { useSaveNotificationSettings } from "../api.ts";
import { currentPushSubscription, disablePush, enablePush, pushSupported } from "../push-subscription.ts";

/** Account settings → Notifications: per category, in the app, by e-mail and by push; this browser's push. */
export function NotificationSettingsForm() {
  const { t } = useTranslation();
  const { session } = useSession();
  const settings = session.user.notification;
  const save = useSaveNotificationSettings();
  const [pushOn, setPushOn] = useState<boolean | null>(null);

  useEffect(() => {
    void currentPushSubscription().then((subscription) => setPushOn(subscription !== null));
  }, []);

  const togglePush = async () => {
    try {
      if (pushOn) {
        await disablePush();
        setPushOn(false);
      } else {
        const on = await enablePush();
        setPushOn(on);
        if (!on) notify.error(t("notification.settings.pushDenied"));
      }
    } catch {
      notify.error(t("error.generic"));
    }
  };

  return (
    <Stack gap="md">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("notification.settings.type")}</Table.Th>
            {DELIVERY_CHANNELS.map((channel) => (
              <Table.Th key={channel}>{t(`notification.settings.channel.${channel}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {NOTIFICATION_CATEGORIES.map((category) => {
            const chosen = channelsOfCategory(settings, category);
            return (
              <Table.Tr key={category}>
                <Table.Td>{t(`notification.settings.category.${category}`)}</Table.Td>
                {DELIVERY_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Checkbox
                      aria-label={`${t(`notification.settings.category.${category}`)}: ${t(`notification.settings.channel.${channel}`)}`}
                      checked={chosen[channel]}
                      disabled={save.isPending}
                      onChange={(event) =>
                        save.mutate(
                          settingsChange(settings, category, channel, event.currentTarget.checked),
                          {
                            onError: () => notify.error(t("error.generic")),
                          },
                        )
                      }
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Checkbox
        label={t("notification.settings.digest")}
        description={t("notification.settings.digestHelp")}
        checked={settings.digest !== false}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { digest: event.currentTarget.checked },
            { onError: () => notify.error(t("error.generic")) },
          )
        }
      />
      <Group justify="space-between">
        <Text size="sm">
          {pushSupported() ? t("notification.settings.pushHelp") : t("notification.settings.pushUnsupported")}
        </Text>
        {pushSupported() && pushOn !== null && (
          <Button variant="light" onClick={togglePush}>
            {t(pushOn ? "notification.settings.pushDisable" : "notification.settings.pushEnable")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
