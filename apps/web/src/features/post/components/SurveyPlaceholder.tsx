import type { Survey } from "@chorus/shared/post/post.contract";
import { Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./SurveyPlaceholder.module.css";

/**
 * The survey form's outline while its code loads (SurveySection, with Mantine's radios and
 * checkboxes, is loaded on demand): the same questions and options in the same sizes, so the card
 * does not grow when the form replaces it (it was the feed's layout shift, CLS 0.17 on a phone).
 */
export function SurveyPlaceholder({ survey, answered }: { survey: Survey; answered: boolean }) {
  const { t } = useTranslation();
  if (answered)
    return (
      <Stack gap="xs" aria-hidden data-testid="survey-placeholder">
        <Text size="sm" c="gray.7">
          {t("survey.answered")}
        </Text>
        <Skeleton className={classes.smallButton} radius="md" />
      </Stack>
    );
  return (
    <Stack gap="md" aria-hidden data-testid="survey-placeholder">
      {survey.questionList.map((question) => (
        <div key={question._id}>
          <Text className={classes.label}>{question.question}</Text>
          {question.type === "singlechoice" || question.type === "multichoice" ? (
            <Stack gap={6} mt={6}>
              {question.optionList.map((option) => (
                <div key={option._id} className={classes.option}>
                  <Skeleton
                    className={classes.control}
                    radius={question.type === "singlechoice" ? "xl" : "sm"}
                  />
                  <Text className={classes.optionLabel}>{option.text}</Text>
                </div>
              ))}
            </Stack>
          ) : (
            <Skeleton
              className={question.type === "shorttext" ? classes.input : classes.textarea}
              radius="md"
            />
          )}
        </div>
      ))}
      <Skeleton className={classes.button} radius="md" />
    </Stack>
  );
}
