import { blockwordEndpoints } from "@chorus/shared/blockword/blockword.endpoints";
import { Alert, Button, Group, Loader, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlockedWords, usePeopleMutation } from "../api.ts";

/** One word or phrase per line; empty lines and repeats dropped. */
export const wordsOf = (text: string) => [
  ...new Set(
    text
      .split("\n")
      .map((w) => w.trim())
      .filter((w) => w !== ""),
  ),
];

/** The company's blocked words (admins): replaced as a whole on save. */
export function BlockedWordsForm() {
  const words = useBlockedWords();
  if (words.error)
    return (
      <Alert color="red" role="alert">
        {words.error.message}
      </Alert>
    );
  if (!words.data) return <Loader size="sm" />;
  return <BlockedWordsFields initial={words.data.wordList} />;
}

function BlockedWordsFields({ initial }: { initial: string[] }) {
  const { t } = useTranslation();
  const save = usePeopleMutation(blockwordEndpoints.replace);
  const [text, setText] = useState(initial.join("\n"));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ body: { wordList: wordsOf(text) } });
      }}
    >
      <Stack>
        {save.error && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert color="green" role="status">
            {t("people.saved")}
          </Alert>
        )}
        <Textarea
          label={t("people.blockedWords")}
          description={t("people.blockedWordsHint")}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={8}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("people.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
