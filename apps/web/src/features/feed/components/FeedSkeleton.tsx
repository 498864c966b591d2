import { Group, Paper, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Three placeholder cards: enough to fill the first screen without suggesting a post count. */
export const SKELETON_CARDS = 3;

/**
 * The feed's first page on its way: card-shaped placeholders (author, title, two body lines, media)
 * so the layout does not jump when the posts arrive. The shapes are hidden from assistive technology;
 * a visually hidden status says "Loading…" instead, and aria-busy marks the list as filling.
 */
export function FeedSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" data-testid="feed-skeleton">
      <VisuallyHidden role="status" aria-label={t("common.loading")}>
        {t("common.loading")}
      </VisuallyHidden>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Paper key={index} withBorder p="md" radius="md" aria-hidden data-testid="skeleton-card">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Skeleton height={40} circle />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={12} width="40%" radius="xl" />
                <Skeleton height={10} width="25%" radius="xl" />
              </Stack>
            </Group>
            <Skeleton height={18} width="70%" radius="xl" />
            <Skeleton height={10} radius="xl" />
            <Skeleton height={10} width="85%" radius="xl" />
            <Skeleton height={200} radius="sm" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
