import { type Survey, surveySchema } from "@chorus/shared/post/post.contract";
import type { SurveyAnswerBody, SurveyResults } from "@chorus/shared/survey/survey.contract";
import { SURVEY_CSV_COLUMNS } from "@chorus/shared/survey/survey.contract";
import { checkSurveyAnswers } from "@chorus/shared/survey/survey.rules";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { loadReadablePost, type ReadablePost } from "../post/index.ts";
import { assertCanManagePost, canManagePost, toSafeCsv } from "../read-confirmation/index.ts";
import { listAnswers, saveAnswers } from "./survey.repository.ts";
import { surveyCsvRows, tallySurvey } from "./survey.results.ts";

/** The survey of a readable survey post, else 400 (404 when the post is not readable). */
async function loadSurvey(
  ctx: RequestContext,
  postId: string,
): Promise<{ readable: ReadablePost; survey: Survey }> {
  const readable = await loadReadablePost(ctx, postId);
  const parsed = surveySchema.safeParse(readable.post.survey);
  if (readable.post.type !== "survey" || !parsed.success) throw badRequest("This post is not a survey.");
  return { readable, survey: parsed.data };
}

/**
 * Checks the answers against the questions and stores them. One answer set per user: answering
 * again replaces the earlier one (people change their minds; a retried request does no harm).
 */
export async function answerSurvey(
  ctx: RequestContext,
  postId: string,
  body: SurveyAnswerBody,
): Promise<{ hasAnswered: true }> {
  const { survey } = await loadSurvey(ctx, postId);
  const checked = checkSurveyAnswers(survey, body.answerList);
  if (!checked.ok) throw badRequest(checked.message);
  await saveAnswers(ctx.db, { companyId: ctx.companyId, postId, userId: ctx.actor.userId }, checked.answers);
  return { hasAnswered: true };
}

/** Counts for every reader of the post; the text answers only for its managers. */
export async function getSurveyResults(ctx: RequestContext, postId: string): Promise<SurveyResults> {
  const { readable, survey } = await loadSurvey(ctx, postId);
  const respondents = await listAnswers(ctx.db, ctx.companyId, postId);
  const managesPost = await canManagePost(ctx, readable);
  return tallySurvey(survey, respondents, { userId: ctx.actor.userId, managesPost });
}

export async function exportSurveyCsv(ctx: RequestContext, postId: string): Promise<string> {
  const { readable, survey } = await loadSurvey(ctx, postId);
  await assertCanManagePost(ctx, readable);
  const respondents = await listAnswers(ctx.db, ctx.companyId, postId);
  return toSafeCsv(SURVEY_CSV_COLUMNS, surveyCsvRows(survey, respondents));
}
