import { isManager } from "@chorus/shared/access/roles";
import {
  DEFAULT_SHORTCUT_COLOR,
  SHORTCUT_PLATFORMS,
  type Shortcut,
  type ShortcutPlatform,
} from "@chorus/shared/shortcut/shortcut.contract";
import {
  ActionIcon,
  Alert,
  Button,
  ColorInput,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import {
  useDeleteShortcut,
  useIconSearch,
  usePlaceShortcuts,
  useReorderShortcuts,
  useSaveShortcut,
} from "../api.ts";
import { ShortcutIcon } from "./ShortcutIcon.tsx";

interface Draft {
  title: string;
  link: string;
  iconName: string;
  inlineIcon: string;
  color: string;
  platform: ShortcutPlatform;
}

const EMPTY: Draft = {
  title: "",
  link: "https://",
  iconName: "",
  inlineIcon: "",
  color: DEFAULT_SHORTCUT_COLOR,
  platform: "all",
};

/** The icon picker: search by name prefix, a page at a time ("More icons"). */
function IconPicker({
  value,
  color,
  onPick,
}: {
  value: string;
  color: string;
  onPick: (name: string, svg: string) => void;
}) {
  const { t } = useTranslation();
  const [prefix, setPrefix] = useState("");
  const [debounced] = useDebouncedValue(prefix.trim().toLowerCase(), 250);
  const icons = useIconSearch(debounced, true);
  const all = icons.data?.pages.flatMap((page) => page.iconList) ?? [];
  return (
    <Stack gap={6}>
      <TextInput
        label={t("shortcut.icon")}
        placeholder={t("shortcut.iconSearch")}
        value={prefix}
        onChange={(event) => setPrefix(event.currentTarget.value)}
      />
      {icons.isPending ? (
        <Loader size="sm" />
      ) : (
        <SimpleGrid
          cols={8}
          spacing={4}
          mah={180}
          style={{ overflowY: "auto" }}
          role="listbox"
          aria-label={t("shortcut.icon")}
        >
          {all.map((icon) => (
            <Tooltip key={icon.name} label={icon.name} openDelay={400}>
              <UnstyledButton
                role="option"
                aria-selected={icon.name === value}
                aria-label={icon.name}
                onClick={() => onPick(icon.name, icon.inlineIcon)}
                style={{
                  outline: icon.name === value ? "2px solid var(--mantine-color-text)" : undefined,
                  borderRadius: 8,
                }}
              >
                <ShortcutIcon inlineIcon={icon.inlineIcon} color={color} size={32} />
              </UnstyledButton>
            </Tooltip>
          ))}
        </SimpleGrid>
      )}
      {icons.hasNextPage && (
        <Button
          size="compact-xs"
          variant="subtle"
          loading={icons.isFetchingNextPage}
          onClick={() => icons.fetchNextPage()}
        >
          {t("shortcut.moreIcons")}
        </Button>
      )}
    </Stack>
  );
}

function ShortcutForm({
  groupId,
  editing,
  onDone,
}: {
  groupId: string;
  editing: Shortcut | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveShortcut(groupId);
  const [draft, setDraft] = useState<Draft>(
    editing
      ? {
          title: editing.title,
          link: editing.link,
          iconName: editing.icon.name,
          inlineIcon: editing.icon.inlineIcon,
          color: editing.color,
          platform: editing.platform,
        }
      : EMPTY,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        shortcutId: editing?.id ?? null,
        body: {
          title: draft.title,
          link: draft.link,
          icon: { name: draft.iconName },
          color: draft.color,
          platform: draft.platform,
        },
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {save.isError && <Alert color="red">{save.error.message}</Alert>}
        <TextInput
          label={t("shortcut.fieldTitle")}
          required
          maxLength={60}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
        />
        <TextInput
          label={t("shortcut.link")}
          required
          type="url"
          value={draft.link}
          onChange={(e) => setDraft({ ...draft, link: e.currentTarget.value })}
        />
        <ColorInput
          label={t("shortcut.color")}
          format="hex"
          value={draft.color}
          onChange={(color) => setDraft({ ...draft, color })}
        />
        <Select
          label={t("shortcut.platform")}
          data={SHORTCUT_PLATFORMS.map((value) => ({ value, label: t(`shortcut.platforms.${value}`) }))}
          value={draft.platform}
          allowDeselect={false}
          onChange={(value) => setDraft({ ...draft, platform: (value ?? "all") as ShortcutPlatform })}
        />
        <Group gap="xs">
          {draft.inlineIcon && <ShortcutIcon inlineIcon={draft.inlineIcon} color={draft.color} />}
          <Text size="sm" c="dimmed">
            {draft.iconName || t("shortcut.noIcon")}
          </Text>
        </Group>
        <IconPicker
          value={draft.iconName}
          color={draft.color}
          onPick={(iconName, inlineIcon) => setDraft({ ...draft, iconName, inlineIcon })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("shortcut.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!draft.iconName || !draft.title.trim()}>
            {t("shortcut.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Managers edit the company's list (and their group's); group admins their group's: add, edit, delete, reorder. */
export function ShortcutEditor({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const places = [
    ...(isManager(session.role) ? [{ value: "company", label: t("shortcut.companyWide") }] : []),
    ...(session.user.groupId
      ? [{ value: session.user.groupId, label: session.user.groupName ?? t("shortcut.myGroup") }]
      : []),
  ];
  const [groupId, setGroupId] = useState(places[0]?.value ?? "company");
  const list = usePlaceShortcuts(groupId, opened);
  const remove = useDeleteShortcut(groupId);
  const reorder = useReorderShortcuts(groupId);
  const [form, setForm] = useState<Shortcut | "new" | null>(null);
  const items = list.data?.shortcutList ?? [];
  const move = (index: number, by: number) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("shortcut.manageTitle")} size="lg">
      {form !== null ? (
        <ShortcutForm groupId={groupId} editing={form === "new" ? null : form} onDone={() => setForm(null)} />
      ) : (
        <Stack gap="sm">
          {places.length > 1 && (
            <SegmentedControl
              data={places}
              value={groupId}
              onChange={setGroupId}
              aria-label={t("shortcut.place")}
            />
          )}
          {list.isPending ? (
            <Loader size="sm" />
          ) : list.isError ? (
            <Alert color="red">{list.error.message}</Alert>
          ) : items.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t("shortcut.empty")}
            </Text>
          ) : (
            <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
              {items.map((item, index) => (
                <Group key={item.id} component="li" justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <ShortcutIcon inlineIcon={item.icon.inlineIcon} color={item.color} size={28} />
                    <Text size="sm" lineClamp={1}>
                      {item.title}
                    </Text>
                  </Group>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("shortcut.moveUp")}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("shortcut.moveDown")}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("shortcut.edit")}
                      onClick={() => setForm(item)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("shortcut.delete")}
                      onClick={() => remove.mutate(item.id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button onClick={() => setForm("new")}>{t("shortcut.add")}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
