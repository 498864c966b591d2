import { newObjectId } from "@chorus/shared/ids/object-id";
import { imageCountLimit, imageCountTitle } from "@chorus/shared/media/image.rules";
import type { PostCreateBody } from "@chorus/shared/post/post-write.contract";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { assertNoBlockedWord } from "../blockword/index.ts";
import { campaignExists } from "../campaign/index.ts";
import { detectLanguage } from "../language-detection/index.ts";
import { embedToServe, embedToStore } from "./post-embed.ts";
import { plainTextOf, sanitizePostHtml } from "./post-html.ts";
import type { PostRow } from "./post-visibility.ts";

/** The stored columns a post body becomes (everything but channels, dates and the author). */
export interface PostContent {
  type: PostCreateBody["type"];
  title: string;
  body: string;
  htmlBody: string;
  url: string | null;
  embed: string | null;
  lang: string;
  campaignId: string | null;
  isReadConfirmationRequired: boolean;
  commentEnabled: boolean;
  imageMetadataList: { url: string; width: number; height: number; hasError: boolean }[];
  hasAnimatedImage: boolean;
  videoUrl: string | null;
  videoMetadata: Record<string, unknown> | null;
  linkedinVideoUrn: string | null;
  document: Record<string, unknown> | null;
  survey: Record<string, unknown> | null;
  socnetSet: Record<string, unknown>;
  utmTags: Record<string, unknown> | null;
}

const field = <K extends string>(body: PostCreateBody, key: K): unknown =>
  (body as unknown as Record<string, unknown>)[key];

/**
 * Sanitises and checks a validated body: HTML through the allow-list, body as plain text, the
 * image count of the selected networks, an existing campaign, no blocked word, the language
 * detected when not given. `previous` keeps share counts of networks on edit.
 */
export async function buildPostContent(
  ctx: RequestContext,
  body: PostCreateBody,
  previous?: PostRow,
): Promise<PostContent> {
  const htmlBody = body.htmlBody ? sanitizePostHtml(body.htmlBody) : "";
  const text = plainTextOf(body.body ?? "") || plainTextOf(htmlBody);
  const title = body.title.trim();
  await assertNoBlockedWord(ctx, title, text, plainTextOf(htmlBody));

  const socnetSet = socnetSetOf(body.socnetSet, previous?.socnetSet ?? {});
  const images = body.imageMetadataList ?? [];
  const limit = imageCountLimit(Object.keys(socnetSet));
  if (images.length > limit) throw badRequest(imageCountTitle(limit));

  const campaignId = body.campaignId ?? null;
  if (campaignId && !(await campaignExists(ctx, campaignId))) throw badRequest("Unknown campaign");

  const lang = body.lang ?? (await detectLanguage(ctx.db, ctx.companyId, `${title}\n${text}`));
  return {
    type: body.type,
    title,
    body: text,
    htmlBody,
    url: (field(body, "url") as string | null | undefined) ?? null,
    embed: embedToStore(body.embed),
    lang,
    campaignId,
    isReadConfirmationRequired: body.isReadConfirmationRequired ?? false,
    commentEnabled: body.commentEnabled ?? true,
    imageMetadataList: images,
    hasAnimatedImage: images.some((image) => /\.gif(\?|$)/i.test(image.url)),
    videoUrl: body.type === "video" ? body.videoUrl : null,
    videoMetadata: body.type === "video" ? (body.videoMetadata ?? null) : null,
    linkedinVideoUrn: body.type === "video" ? (body.linkedinVideoUrn ?? null) : null,
    document: body.type === "document" ? body.document : null,
    survey: body.type === "survey" ? withSurveyIds(body.survey) : null,
    socnetSet,
    utmTags: body.utmTags ?? null,
  };
}

/** Per-network settings (share points, preset messages) keep the share counts they had. */
function socnetSetOf(
  requested: PostCreateBody["socnetSet"],
  previous: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [network, entry] of Object.entries(requested ?? {})) {
    const before = (previous[network] ?? {}) as { shareCount?: number };
    out[network] = {
      sharePoint: entry.sharePoint ?? 0,
      commentSet: entry.commentSet ?? [],
      shareCount: before.shareCount ?? 0,
    };
  }
  return out;
}

type SurveyInput = Extract<PostCreateBody, { type: "survey" }>["survey"];
/** Questions and options keep their ids across edits (answers refer to them); new ones get one. */
function withSurveyIds(survey: SurveyInput): Record<string, unknown> {
  return {
    questionList: survey.questionList.map((question) => ({
      _id: question._id ?? newObjectId(),
      type: question.type,
      question: question.question,
      optionList: question.optionList.map((option) => ({
        _id: option._id ?? newObjectId(),
        text: option.text,
      })),
    })),
  };
}

/** The body of an existing post in create shape: the base an edit is merged over. */
export function bodyOf(
  row: PostRow,
  channelList: { _id: string; status?: string }[],
): Record<string, unknown> {
  const socnetSet: Record<string, unknown> = {};
  for (const [network, value] of Object.entries(row.socnetSet ?? {})) {
    const entry = (value ?? {}) as { sharePoint?: number; commentSet?: string[] };
    socnetSet[network] = { sharePoint: entry.sharePoint ?? 0, commentSet: entry.commentSet ?? [] };
  }
  return {
    type: row.type,
    title: row.title,
    body: row.body,
    htmlBody: row.htmlBody,
    url: row.url,
    // An embed stored before the allow-list is dropped rather than failing every later edit.
    embed: embedToServe(row.embed),
    channelList,
    campaignId: row.campaignId,
    isReadConfirmationRequired: row.isReadConfirmationRequired,
    commentEnabled: row.commentEnabled,
    isPostInstantPushEnabled: row.isPostInstantPushEnabled,
    socnetSet,
    utmTags: row.utmTags,
    lang: row.lang,
    imageMetadataList: row.imageMetadataList,
    ...(row.type === "video"
      ? {
          videoUrl: row.videoUrl ?? "",
          videoMetadata: row.videoMetadata,
          linkedinVideoUrn: row.linkedinVideoUrn,
        }
      : {}),
    ...(row.type === "document" && row.document ? { document: row.document } : {}),
    ...(row.type === "survey" && row.survey ? { survey: row.survey } : {}),
  };
}
