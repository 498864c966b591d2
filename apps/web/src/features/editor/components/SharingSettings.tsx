import { networkLabel } from "@chorus/shared/share/network.rules";
import { charactersLeft, commentSizeError } from "@chorus/shared/share/share-message.rules";
import { ActionIcon, Button, Card, Checkbox, Group, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { NetworkDraft } from "../editor-values.ts";

interface SharingSettingsProps {
  /** The networks this type of post may go to (shared rules). */
  offered: string[];
  value: Record<string, NetworkDraft>;
  onChange: (networks: Record<string, NetworkDraft>) => void;
  defaultPoint: (network: string) => number;
}

const emptyDraft = (sharePoint: number): NetworkDraft => ({ enabled: false, sharePoint, commentSet: [] });

/** Per network: offered or not, share points and preset share messages (checked against the network's limit). */
export function SharingSettings({ offered, value, onChange, defaultPoint }: SharingSettingsProps) {
  const { t } = useTranslation();
  if (offered.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("editor.sharing.none")}
      </Text>
    );
  const set = (name: string, change: (draft: NetworkDraft) => NetworkDraft) =>
    onChange({ ...value, [name]: change(value[name] ?? emptyDraft(defaultPoint(name))) });

  return (
    <Stack gap="sm">
      {offered.map((name) => {
        const draft = value[name] ?? emptyDraft(defaultPoint(name));
        const label = networkLabel(name);
        return (
          <Card key={name} withBorder padding="sm">
            <Stack gap="xs">
              <Group justify="space-between">
                <Checkbox
                  label={t("editor.sharing.offer", { network: label })}
                  checked={draft.enabled}
                  onChange={(event) => {
                    const enabled = event.currentTarget.checked;
                    set(name, (d) => ({ ...d, enabled }));
                  }}
                />
                {draft.enabled && (
                  <NumberInput
                    size="xs"
                    w={150}
                    min={0}
                    max={100_000}
                    label={t("editor.sharing.points", { network: label })}
                    value={draft.sharePoint}
                    onChange={(points) => set(name, (d) => ({ ...d, sharePoint: Number(points) || 0 }))}
                  />
                )}
              </Group>
              {draft.enabled && (
                <Stack gap={6}>
                  {draft.commentSet.map((comment, index) => {
                    const left = charactersLeft(name, comment);
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: preset messages have no identity but their place
                      <Group key={index} wrap="nowrap" align="flex-start" gap="xs">
                        <Textarea
                          style={{ flex: 1 }}
                          autosize
                          minRows={2}
                          label={t("editor.sharing.message", { network: label, index: index + 1 })}
                          description={left === null ? undefined : t("editor.sharing.left", { left })}
                          value={comment}
                          onChange={(event) => {
                            const text = event.currentTarget.value;
                            set(name, (d) => ({
                              ...d,
                              commentSet: d.commentSet.map((c, i) => (i === index ? text : c)),
                            }));
                          }}
                          error={
                            commentSizeError(name, comment)
                              ? t("editor.sharing.commentSize", { network: label })
                              : undefined
                          }
                        />
                        <ActionIcon
                          mt={24}
                          variant="subtle"
                          color="red"
                          onClick={() =>
                            set(name, (d) => ({
                              ...d,
                              commentSet: d.commentSet.filter((_, i) => i !== index),
                            }))
                          }
                          aria-label={t("editor.sharing.removeMessage", { network: label, index: index + 1 })}
                        >
                          <IconTrash size={14} aria-hidden />
                        </ActionIcon>
                      </Group>
                    );
                  })}
                  <Button
                    size="xs"
                    variant="subtle"
                    w="fit-content"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => set(name, (d) => ({ ...d, commentSet: [...d.commentSet, ""] }))}
                  >
                    {t("editor.sharing.addMessage", { network: label })}
                  </Button>
                </Stack>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
