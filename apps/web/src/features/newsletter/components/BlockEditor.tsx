import {
  BLOCK_TYPES,
  FEATURED_LIMIT_MAX,
  type MailingBlock,
  type MailingBlockType,
} from "@chorus/shared/mailing/mailing.contract";
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Menu,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePostSearch } from "../api.ts";

let counter = 0;
const newId = () => `b${Date.now().toString(36)}${(counter++).toString(36)}`;

export function newBlock(type: MailingBlockType): MailingBlock {
  const id = newId();
  switch (type) {
    case "heading":
      return { type, id, text: "" };
    case "text":
      return { type, id, text: "" };
    case "post":
      return { type, id, postId: "" };
    case "featured":
      return { type, id, limit: 3 };
    case "image":
      return { type, id, url: "", alt: "", href: null };
    case "button":
      return { type, id, label: "", url: "" };
    case "divider":
      return { type, id };
  }
}

/** Picks a published post by searching the feed; shows the chosen one's title. */
function PostPicker({ postId, onChange }: { postId: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const posts = usePostSearch(debounced);
  const options = (posts.data?.postList ?? []).map((p) => ({ value: p._id, label: p.title || p._id }));
  return (
    <Select
      label={t("newsletter.block.choosePost")}
      placeholder={t("newsletter.block.searchPosts")}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      value={postId || null}
      onChange={(v) => v && onChange(v)}
      nothingFoundMessage={t("newsletter.block.noPosts")}
      filter={({ options: all }) => all}
    />
  );
}

function BlockFields({ block, onChange }: { block: MailingBlock; onChange: (b: MailingBlock) => void }) {
  const { t } = useTranslation();
  switch (block.type) {
    case "heading":
      return (
        <TextInput
          label={t("newsletter.block.headingText")}
          value={block.text}
          maxLength={200}
          onChange={(e) => onChange({ ...block, text: e.currentTarget.value })}
        />
      );
    case "text":
      return (
        <Textarea
          label={t("newsletter.block.text")}
          description={t("newsletter.block.textHelp")}
          autosize
          minRows={3}
          value={block.text}
          maxLength={10_000}
          onChange={(e) => onChange({ ...block, text: e.currentTarget.value })}
        />
      );
    case "post":
      return <PostPicker postId={block.postId} onChange={(postId) => onChange({ ...block, postId })} />;
    case "featured":
      return (
        <NumberInput
          label={t("newsletter.block.featuredCount")}
          description={t("newsletter.block.featuredHelp")}
          min={1}
          max={FEATURED_LIMIT_MAX}
          value={block.limit}
          onChange={(v) => typeof v === "number" && onChange({ ...block, limit: v })}
        />
      );
    case "image":
      return (
        <Group grow>
          <TextInput
            label={t("newsletter.block.imageUrl")}
            value={block.url}
            onChange={(e) => onChange({ ...block, url: e.currentTarget.value })}
          />
          <TextInput
            label={t("newsletter.block.imageAlt")}
            value={block.alt}
            maxLength={200}
            onChange={(e) => onChange({ ...block, alt: e.currentTarget.value })}
          />
          <TextInput
            label={t("newsletter.block.imageLink")}
            value={block.href ?? ""}
            onChange={(e) => onChange({ ...block, href: e.currentTarget.value || null })}
          />
        </Group>
      );
    case "button":
      return (
        <Group grow>
          <TextInput
            label={t("newsletter.block.buttonLabel")}
            value={block.label}
            maxLength={80}
            onChange={(e) => onChange({ ...block, label: e.currentTarget.value })}
          />
          <TextInput
            label={t("newsletter.block.buttonUrl")}
            value={block.url}
            onChange={(e) => onChange({ ...block, url: e.currentTarget.value })}
          />
        </Group>
      );
    case "divider":
      return (
        <Text size="sm" c="dimmed">
          {t("newsletter.block.dividerHelp")}
        </Text>
      );
  }
}

/** The newsletter's blocks: add, edit, reorder, remove. */
export function BlockEditor({
  blocks,
  onChange,
  readOnly,
}: {
  blocks: MailingBlock[];
  onChange: (blocks: MailingBlock[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const replace = (i: number, b: MailingBlock) => onChange(blocks.map((x, j) => (j === i ? b : x)));
  const move = (i: number, by: number) => {
    const next = [...blocks];
    const [taken] = next.splice(i, 1);
    if (taken) next.splice(i + by, 0, taken);
    onChange(next);
  };
  return (
    <Stack gap="sm">
      {blocks.map((block, i) => (
        <Card key={block.id} withBorder padding="sm" data-testid="block">
          <Group justify="space-between" mb="xs">
            <Text fw={600} size="sm">
              {t(`newsletter.block.type.${block.type}`)}
            </Text>
            {!readOnly && (
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t("newsletter.block.up")}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t("newsletter.block.down")}
                  disabled={i === blocks.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("newsletter.block.remove")}
                  onClick={() => onChange(blocks.filter((_, j) => j !== i))}
                >
                  ×
                </ActionIcon>
              </Group>
            )}
          </Group>
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
            <BlockFields block={block} onChange={(b) => replace(i, b)} />
          </fieldset>
        </Card>
      ))}
      {!readOnly && (
        <Menu>
          <Menu.Target>
            <Button variant="light">{t("newsletter.block.add")}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {BLOCK_TYPES.map((type) => (
              <Menu.Item key={type} onClick={() => onChange([...blocks, newBlock(type)])}>
                {t(`newsletter.block.type.${type}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Stack>
  );
}
