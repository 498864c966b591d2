import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Problem } from "../problems.ts";

/** A rule's message, translated (under `editor.`), announced to screen readers. */
export function useProblemText() {
  const { t } = useTranslation();
  return (found: Problem | null | undefined) =>
    found ? t(`editor.${found.key}`, found.values ?? {}) : undefined;
}

export function ProblemText({ problem }: { problem: Problem | null | undefined }) {
  const text = useProblemText()(problem);
  if (!text) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {text}
    </Text>
  );
}
