import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { EditorErrors } from "../editor-validation.ts";
import {
  isChoiceQuestion,
  newOption,
  newQuestion,
  QUESTION_TYPES,
  type QuestionType,
  type SurveyQuestionDraft,
} from "../editor-values.ts";
import { useProblemText } from "./ProblemText.tsx";

interface SurveyBuilderProps {
  questions: SurveyQuestionDraft[];
  onChange: (questions: SurveyQuestionDraft[]) => void;
  errors: EditorErrors;
}

/** Questions of the four types (single choice, multiple choice, short text, long text), with options for choices. */
export function SurveyBuilder({ questions, onChange, errors }: SurveyBuilderProps) {
  const { t } = useTranslation();
  const text = useProblemText();
  const update = (key: string, change: (q: SurveyQuestionDraft) => SurveyQuestionDraft) =>
    onChange(questions.map((q) => (q.key === key ? change(q) : q)));

  const handleType = (question: SurveyQuestionDraft, type: QuestionType) =>
    update(question.key, (q) => ({
      ...q,
      type,
      optionList: isChoiceQuestion(type)
        ? q.optionList.length >= 2
          ? q.optionList
          : [newOption(), newOption()]
        : [],
    }));

  return (
    <Stack gap="sm">
      {questions.map((question, index) => (
        <Card
          key={question.key}
          withBorder
          padding="sm"
          aria-label={t("editor.survey.questionN", { index: index + 1 })}
          component="fieldset"
        >
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t("editor.survey.questionN", { index: index + 1 })}
                value={question.question}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  update(question.key, (q) => ({ ...q, question: value }));
                }}
                error={text(errors[`question.${question.key}`])}
              />
              <Select
                label={t("editor.survey.type")}
                value={question.type}
                allowDeselect={false}
                onChange={(type) => type && handleType(question, type as QuestionType)}
                data={QUESTION_TYPES.map((type) => ({
                  value: type,
                  label: t(`editor.survey.types.${type}`),
                }))}
                w={190}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                disabled={questions.length === 1}
                onClick={() => onChange(questions.filter((q) => q.key !== question.key))}
                aria-label={t("editor.survey.removeQuestion", { index: index + 1 })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            {isChoiceQuestion(question.type) && (
              <Stack gap={6} pl="md">
                {question.optionList.map((option, optionIndex) => (
                  <Group key={option.key} wrap="nowrap" gap="xs">
                    <TextInput
                      style={{ flex: 1 }}
                      size="xs"
                      aria-label={t("editor.survey.optionN", { question: index + 1, index: optionIndex + 1 })}
                      placeholder={t("editor.survey.optionPlaceholder", { index: optionIndex + 1 })}
                      value={option.text}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        update(question.key, (q) => ({
                          ...q,
                          optionList: q.optionList.map((o) =>
                            o.key === option.key ? { ...o, text: value } : o,
                          ),
                        }));
                      }}
                      error={text(errors[`option.${option.key}`])}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      disabled={question.optionList.length <= 2}
                      onClick={() =>
                        update(question.key, (q) => ({
                          ...q,
                          optionList: q.optionList.filter((o) => o.key !== option.key),
                        }))
                      }
                      aria-label={t("editor.survey.removeOption", {
                        question: index + 1,
                        index: optionIndex + 1,
                      })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
                {errors[`options.${question.key}`] && (
                  <Text c="red" size="xs">
                    {text(errors[`options.${question.key}`])}
                  </Text>
                )}
                <Button
                  size="xs"
                  variant="subtle"
                  w="fit-content"
                  leftSection={<IconPlus size={18} aria-hidden />}
                  onClick={() =>
                    update(question.key, (q) => ({ ...q, optionList: [...q.optionList, newOption()] }))
                  }
                >
                  {t("editor.survey.addOption", { question: index + 1 })}
                </Button>
              </Stack>
            )}
          </Stack>
        </Card>
      ))}
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onChange([...questions, newQuestion()])}
      >
        {t("editor.survey.addQuestion")}
      </Button>
    </Stack>
  );
}
