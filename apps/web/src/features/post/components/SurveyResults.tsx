import type { Survey } from "@chorus/shared/post/post.contract";
import { Alert, Group, Loader, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { percentOf, useSurveyResults } from "../survey-api.ts";

/** Survey results: a bar per option; loaded only when asked for. */
export default function SurveyResults({ postId, survey }: { postId: string; survey: Survey }) {
  const { t } = useTranslation();
  const results = useSurveyResults(postId);
  if (results.isPending) return <Loader size="sm" aria-label={t("common.loading")} />;
  if (results.isError) return <Alert color="red">{t("survey.resultsFailed")}</Alert>;

  return (
    <Stack gap="md" aria-label={t("survey.results")} component="section">
      <Text size="sm" c="gray.7">
        {t("survey.respondentCount", { count: results.data.answerCount })}
      </Text>
      {survey.questionList.map((question) => {
        const result = results.data.questionList.find((entry) => entry._id === question._id);
        const total = result?.answerCount ?? 0;
        return (
          <Stack key={question._id} gap={6}>
            <Text fw={600} size="sm">
              {question.question}
            </Text>
            <Text size="xs" c="gray.7">
              {t("survey.answerCount", { count: total })}
            </Text>
            {result?.optionList.map((option) => {
              const percent = percentOf(option.count, total);
              return (
                <Stack key={option._id} gap={2}>
                  <Group justify="space-between">
                    <Text size="sm">{option.text}</Text>
                    <Text size="sm" c="gray.7">{`${percent}% (${option.count})`}</Text>
                  </Group>
                  <Progress value={percent} aria-label={`${option.text}: ${percent}%`} />
                </Stack>
              );
            })}
            {result?.textAnswerList?.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: answers are anonymous texts and never reorder
              <Text key={index} size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {text}
              </Text>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
