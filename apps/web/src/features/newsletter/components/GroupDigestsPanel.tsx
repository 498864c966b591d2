import { DIGEST_POST_COUNT_MAX, type DigestSettings } from "@chorus/shared/mailing/digest.contract";
import { Alert, Button, Card, Group, NumberInput, Select, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDigestGroups, useSaveDigest } from "../api.ts";

const DAYS = ["0", "1", "2", "3", "4", "5", "6"];
const HOURS = Array.from({ length: 24 }, (_, h) => String(h));

function DigestCard({
  name,
  memberCount,
  digest,
}: {
  name: string;
  memberCount: number;
  digest: DigestSettings;
}) {
  const { t } = useTranslation();
  const save = useSaveDigest();
  const [value, setValue] = useState(digest);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <Card withBorder data-testid="digest-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {t("newsletter.people", { count: memberCount })}
              {digest.lastSentAt
                ? ` · ${t("newsletter.digestLastSent", { date: new Date(digest.lastSentAt).toLocaleString() })}`
                : ""}
            </Text>
          </div>
          <Switch
            label={t("newsletter.digestEnabled")}
            checked={value.enabled}
            onChange={(e) => setValue({ ...value, enabled: e.currentTarget.checked })}
          />
        </Group>
        <Group grow>
          <Select
            label={t("newsletter.digestDay")}
            data={DAYS.map((d) => ({ value: d, label: t(`newsletter.weekday.${d}`) }))}
            value={String(value.dayOfWeek)}
            onChange={(v) => v && setValue({ ...value, dayOfWeek: Number(v) })}
            allowDeselect={false}
          />
          <Select
            label={t("newsletter.digestHour")}
            data={HOURS.map((h) => ({ value: h, label: `${h.padStart(2, "0")}:00 UTC` }))}
            value={String(value.hour)}
            onChange={(v) => v && setValue({ ...value, hour: Number(v) })}
            allowDeselect={false}
          />
          <NumberInput
            label={t("newsletter.digestPostCount")}
            min={1}
            max={DIGEST_POST_COUNT_MAX}
            value={value.postCount}
            onChange={(v) => typeof v === "number" && setValue({ ...value, postCount: v })}
          />
        </Group>
        {message && <Alert color={message.ok ? "green" : "red"}>{message.text}</Alert>}
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                {
                  groupId: digest.groupId,
                  enabled: value.enabled,
                  dayOfWeek: value.dayOfWeek,
                  hour: value.hour,
                  postCount: value.postCount,
                },
                {
                  onSuccess: () => setMessage({ ok: true, text: t("newsletter.saved") }),
                  onError: (e) => setMessage({ ok: false, text: e.message }),
                },
              )
            }
          >
            {t("newsletter.save")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Group digests: each group's weekly e-mail of its top posts. */
export function GroupDigestsPanel() {
  const { t } = useTranslation();
  const groups = useDigestGroups();
  const list = groups.data?.groupList ?? [];
  return (
    <Stack>
      <Text>{t("newsletter.digestIntro")}</Text>
      {groups.isSuccess && list.length === 0 && <Text c="dimmed">{t("newsletter.noGroups")}</Text>}
      {list.map((g) => (
        <DigestCard key={g._id} name={g.name} memberCount={g.memberCount} digest={g.digest} />
      ))}
    </Stack>
  );
}
