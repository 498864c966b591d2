import type { SurveyAnswers } from "@chorus/shared/survey/survey.contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, surveyAnswer } from "../../db/schema/index.ts";

interface AnswerKey {
  companyId: string;
  postId: string;
  userId: string;
}

/** One answer set per user and survey: answering again replaces the earlier answers. */
export async function saveAnswers(db: Queryable, key: AnswerKey, answers: SurveyAnswers): Promise<void> {
  const answeredAt = new Date();
  await db
    .insert(surveyAnswer)
    .values({ ...key, answers, answeredAt })
    .onConflictDoUpdate({
      target: [surveyAnswer.postId, surveyAnswer.userId],
      set: { answers, answeredAt },
      // The key holds the company too; a row of another tenant is never touched.
      setWhere: sql`${surveyAnswer.companyId} = ${key.companyId}`,
    });
}

export interface Respondent {
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  answers: SurveyAnswers;
  answeredAt: Date;
}

/** Every answer set of a survey, oldest first, with who answered. */
export async function listAnswers(db: Queryable, companyId: string, postId: string): Promise<Respondent[]> {
  const rows = await db
    .select({
      userId: surveyAnswer.userId,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
      answers: surveyAnswer.answers,
      answeredAt: surveyAnswer.answeredAt,
    })
    .from(surveyAnswer)
    .leftJoin(
      appUser,
      and(eq(appUser.companyId, surveyAnswer.companyId), eq(appUser.id, surveyAnswer.userId)),
    )
    .where(and(eq(surveyAnswer.companyId, companyId), eq(surveyAnswer.postId, postId)))
    .orderBy(asc(surveyAnswer.answeredAt), asc(surveyAnswer.userId));
  return rows.map((row) => ({
    ...row,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    email: row.email ?? null,
  }));
}
