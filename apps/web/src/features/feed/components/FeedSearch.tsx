import { CloseButton, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** The feed header's search box: Enter searches, the clear button empties `q`. */
export function FeedSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark around a form, as the <search> element is not typed in React yet
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <TextInput
        type="search"
        aria-label={t("feed.search.label")}
        placeholder={t("feed.search.placeholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        rightSection={
          draft !== "" ? (
            <CloseButton
              aria-label={t("feed.search.clear")}
              onClick={() => {
                setDraft("");
                onSearch("");
              }}
            />
          ) : null
        }
      />
    </form>
  );
}
