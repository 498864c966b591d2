import type { Survey } from "@chorus/shared/post/post.contract";
import { Button, Checkbox, Group, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { firstScreenPart } from "../../../lib/first-screen-part.ts";
import { notify } from "../../../lib/notify.ts";
import { type SurveyAnswer, useAnswerSurvey } from "../survey-api.ts";

const SurveyResults = firstScreenPart("survey-results", () => import("./SurveyResults.tsx"));

type Answers = Record<string, string | string[]>;

export function toAnswerList(survey: Survey, answers: Answers): SurveyAnswer[] {
  return survey.questionList.flatMap((question): SurveyAnswer[] => {
    const value = answers[question._id];
    if (question.type === "singlechoice")
      return typeof value === "string" && value ? [{ questionId: question._id, optionIdList: [value] }] : [];
    if (question.type === "multichoice")
      return Array.isArray(value) && value.length > 0
        ? [{ questionId: question._id, optionIdList: value }]
        : [];
    return typeof value === "string" && value.trim()
      ? [{ questionId: question._id, text: value.trim() }]
      : [];
  });
}

/**
 * Grows a text answer's box with what is typed (three rows at least, as drawn). Measured as the
 * person types, not when the card mounts: Mantine's `autosize` measures every such box in a layout
 * effect, which forced the style and layout of the whole feed while its cards were being drawn.
 */
function growToContent(textarea: HTMLTextAreaElement) {
  textarea.style.height = "auto";
  const borders = textarea.offsetHeight - textarea.clientHeight;
  textarea.style.height = `${textarea.scrollHeight + borders}px`;
}

/** A survey post: answer each question, then see the results. */
export function SurveySection({
  postId,
  survey,
  hasAnswered,
}: {
  postId: string;
  survey: Survey;
  hasAnswered: boolean;
}) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Answers>({});
  const [showResults, setShowResults] = useState(false);
  const answer = useAnswerSurvey(postId);
  const answerList = toAnswerList(survey, answers);
  const set = (questionId: string, value: string | string[]) =>
    setAnswers((old) => ({ ...old, [questionId]: value }));

  if (hasAnswered || answer.isSuccess) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="gray.7">
          {t("survey.answered")}
        </Text>
        {showResults ? (
          <Suspense fallback={<Text size="sm">{t("common.loading")}</Text>}>
            <SurveyResults postId={postId} survey={survey} />
          </Suspense>
        ) : (
          <Button variant="light" size="xs" onClick={() => setShowResults(true)} w="fit-content">
            {t("survey.showResults")}
          </Button>
        )}
      </Stack>
    );
  }

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (answer.isPending || answerList.length === 0) return;
    answer.mutate(answerList, {
      onSuccess: () => setShowResults(true),
      onError: (error) => notify.error(error.message || t("survey.failed")),
    });
  };

  return (
    <form onSubmit={handleSubmit} aria-label={t("survey.label")}>
      <Stack gap="md">
        {survey.questionList.map((question) => {
          const value = answers[question._id];
          switch (question.type) {
            case "singlechoice":
              return (
                <Radio.Group
                  key={question._id}
                  label={question.question}
                  value={typeof value === "string" ? value : null}
                  onChange={(next) => set(question._id, next)}
                >
                  <Stack gap={6} mt={6}>
                    {question.optionList.map((option) => (
                      <Radio key={option._id} value={option._id} label={option.text} />
                    ))}
                  </Stack>
                </Radio.Group>
              );
            case "multichoice":
              return (
                <Checkbox.Group
                  key={question._id}
                  label={question.question}
                  value={Array.isArray(value) ? value : []}
                  onChange={(next) => set(question._id, next)}
                >
                  <Stack gap={6} mt={6}>
                    {question.optionList.map((option) => (
                      <Checkbox key={option._id} value={option._id} label={option.text} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              );
            case "shorttext":
              return (
                <TextInput
                  key={question._id}
                  label={question.question}
                  value={typeof value === "string" ? value : ""}
                  onChange={(event) => set(question._id, event.currentTarget.value)}
                />
              );
            default:
              return (
                <Textarea
                  key={question._id}
                  label={question.question}
                  rows={3}
                  value={typeof value === "string" ? value : ""}
                  onChange={(event) => {
                    growToContent(event.currentTarget);
                    set(question._id, event.currentTarget.value);
                  }}
                />
              );
          }
        })}
        <Group>
          <Button type="submit" size="sm" loading={answer.isPending} disabled={answerList.length === 0}>
            {t("survey.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
