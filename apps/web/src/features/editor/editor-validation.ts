import { validateEmbed } from "@chorus/shared/media/embed.rules";
import { networkLabel } from "@chorus/shared/share/network.rules";
import { commentSizeError } from "@chorus/shared/share/share-message.rules";
import { type EditorValues, enabledNetworks, isChoiceQuestion } from "./editor-values.ts";
import { imageCountProblem } from "./media-checks.ts";
import { type Problem, problem } from "./problems.ts";

export type EditorErrors = Partial<Record<string, Problem>>;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

/** Schedule (core §5): minimum now; the archive date comes after the publication. */
export function scheduleProblems(
  values: Pick<EditorValues, "publishedAt" | "archivedAt">,
  now: Date = new Date(),
): EditorErrors {
  const errors: EditorErrors = {};
  if (values.publishedAt && values.publishedAt.getTime() < now.getTime())
    errors.publishedAt = problem("schedule.past");
  const start = values.publishedAt ?? now;
  if (values.archivedAt && values.archivedAt.getTime() <= start.getTime())
    errors.archivedAt = problem("schedule.archiveBeforePublish");
  return errors;
}

/** Every field's first problem, keyed by field (`question.<key>`, `option.<key>`, `network.<name>`). */
export function validateEditor(
  values: EditorValues,
  offeredNetworks: readonly string[],
  now: Date = new Date(),
): EditorErrors {
  const errors: EditorErrors = { ...scheduleProblems(values, now) };
  if (values.title.trim() === "") errors.title = problem("validation.title");
  if (values.channelIds.length === 0) errors.channels = problem("validation.channels");
  const networks = enabledNetworks(values, offeredNetworks);

  switch (values.type) {
    case "link":
      if (!isHttpUrl(values.url)) errors.url = problem("validation.url");
      break;
    case "image": {
      if (values.imageList.length === 0) errors.images = problem("validation.images");
      const count = imageCountProblem(values.imageList.length, networks);
      if (count) errors.images = count;
      break;
    }
    case "video":
      if (values.videoUrl === "") errors.video = problem("validation.video");
      break;
    case "document":
      if (!values.document) errors.document = problem("validation.document");
      break;
    case "survey":
      if (values.questionList.length === 0) errors.survey = problem("validation.survey");
      for (const question of values.questionList) {
        if (question.question.trim() === "")
          errors[`question.${question.key}`] = problem("validation.question");
        if (!isChoiceQuestion(question.type)) continue;
        if (question.optionList.length < 2) errors[`options.${question.key}`] = problem("validation.options");
        for (const option of question.optionList)
          if (option.text.trim() === "") errors[`option.${option.key}`] = problem("validation.option");
      }
      break;
  }

  if (
    values.type === "link" &&
    values.embed.trim() !== "" &&
    !validateEmbed(values.embedNetwork, values.embed).valid
  )
    errors.embed = problem(`embed.${values.embedNetwork}`);

  for (const name of networks) {
    const draft = values.networks[name];
    if (draft?.commentSet.some((comment) => commentSizeError(name, comment) !== null))
      errors[`network.${name}`] = problem("sharing.commentSize", { network: networkLabel(name) });
  }
  return errors;
}

export const hasErrors = (errors: EditorErrors) => Object.keys(errors).length > 0;
