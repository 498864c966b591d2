import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface SearchSummaryProps {
  q: string;
  /** Posts loaded so far; undefined while the first page is on its way. */
  loaded: number | undefined;
  /** More pages exist: the feed pages by cursor and has no total, so the count is a lower bound. */
  hasMore: boolean;
}

/** 'Results for “q”' with how many posts matched, announced politely when the count arrives. */
export function SearchSummary({ q, loaded, hasMore }: SearchSummaryProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" aria-live="polite" data-testid="search-summary">
      <Text size="sm">{t("feed.search.resultsFor", { q })}</Text>
      {loaded !== undefined && (
        <Text size="sm" c="gray.7" data-testid="search-result-count">
          {t(hasMore ? "feed.search.resultCountAtLeast" : "feed.search.resultCount", { count: loaded })}
        </Text>
      )}
    </Group>
  );
}
