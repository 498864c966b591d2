import type { Post, PostType } from "@chorus/shared/post/post.contract";
import type { PostCreateBody, PostUpdateBody } from "@chorus/shared/post/post-write.contract";

/** An image of the post being written: the stored metadata plus whether it is an animated GIF. */
export interface EditorImage {
  url: string;
  width: number;
  height: number;
  hasError: boolean;
  isAnimated: boolean;
}

export const QUESTION_TYPES = ["singlechoice", "multichoice", "shorttext", "longtext"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const isChoiceQuestion = (type: QuestionType) => type === "singlechoice" || type === "multichoice";

export interface SurveyOptionDraft {
  key: string;
  _id?: string;
  text: string;
}
export interface SurveyQuestionDraft {
  key: string;
  _id?: string;
  type: QuestionType;
  question: string;
  optionList: SurveyOptionDraft[];
}

/** Sharing settings of one network: offered or not, share points and preset share messages. */
export interface NetworkDraft {
  enabled: boolean;
  sharePoint: number;
  commentSet: string[];
}

export interface EditorDocument {
  title: string;
  url: string;
  pageCount: number;
  imageList: string[];
}

export interface EditorValues {
  type: PostType;
  title: string;
  htmlBody: string;
  /** The body as plain text (blocked-word check, search). */
  body: string;
  url: string;
  embedNetwork: "facebook" | "linkedin";
  embed: string;
  channelIds: string[];
  imageList: EditorImage[];
  videoUrl: string;
  videoPosterUrl: string | null;
  videoMetadata: { width: number; height: number; duration: number } | null;
  linkedinVideoUrn: string | null;
  document: EditorDocument | null;
  questionList: SurveyQuestionDraft[];
  campaignId: string | null;
  featured: boolean;
  featuredForEmail: boolean;
  isReadConfirmationRequired: boolean;
  commentEnabled: boolean;
  isPostInstantPushEnabled: boolean;
  networks: Record<string, NetworkDraft>;
  /** A future date schedules the post; null publishes now. */
  publishedAt: Date | null;
  archivedAt: Date | null;
}

let keySeed = 0;
export const draftKey = () => `k${++keySeed}`;

export const newOption = (text = ""): SurveyOptionDraft => ({ key: draftKey(), text });
export const newQuestion = (type: QuestionType = "singlechoice"): SurveyQuestionDraft => ({
  key: draftKey(),
  type,
  question: "",
  optionList: isChoiceQuestion(type) ? [newOption(), newOption()] : [],
});

/**
 * A new post's values. `defaultNetworks`: the company's networks offered from the start with their
 * share points (isDefaultPostTypeShareable); networks the type cannot go to are dropped later.
 */
export function emptyValues(
  type: PostType = "article",
  commentEnabled = true,
  defaultNetworks: readonly { media: string; sharePoint: number }[] = [],
): EditorValues {
  const networks: Record<string, NetworkDraft> = {};
  for (const n of defaultNetworks)
    networks[n.media] = { enabled: true, sharePoint: n.sharePoint, commentSet: [] };
  return {
    type,
    title: "",
    htmlBody: "",
    body: "",
    url: "",
    embedNetwork: "facebook",
    embed: "",
    channelIds: [],
    imageList: [],
    videoUrl: "",
    videoPosterUrl: null,
    videoMetadata: null,
    linkedinVideoUrn: null,
    document: null,
    questionList: type === "survey" ? [newQuestion()] : [],
    campaignId: null,
    featured: false,
    featuredForEmail: false,
    isReadConfirmationRequired: false,
    commentEnabled,
    isPostInstantPushEnabled: false,
    networks,
    publishedAt: null,
    archivedAt: null,
  };
}

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

/** The editor's values for an existing post. */
export function valuesFromPost(post: Post): EditorValues {
  const networks: Record<string, NetworkDraft> = {};
  for (const [name, entry] of Object.entries(post.socnetSet)) {
    networks[name] = { enabled: true, sharePoint: entry.sharePoint, commentSet: [...entry.commentSet] };
  }
  const publishedAt = dateOrNull(post.publishedAt);
  return {
    ...emptyValues(post.type, post.commentEnabled),
    title: post.title,
    htmlBody: post.htmlBody,
    body: post.body,
    url: post.url ?? "",
    embed: post.embed ?? "",
    embedNetwork: post.embed?.includes("linkedin.com") ? "linkedin" : "facebook",
    channelIds: post.fullChannelList.filter((c) => c.status !== "rejected").map((c) => c._id),
    imageList: post.imageMetadataList.map((image) => ({
      ...image,
      isAnimated: post.hasAnimatedImage && /\.gif($|\?)/i.test(image.url),
    })),
    videoUrl: post.videoUrl ?? "",
    videoMetadata: post.videoMetadata,
    linkedinVideoUrn: post.linkedinVideoUrn,
    document: post.document,
    questionList: (post.survey?.questionList ?? []).map((q) => ({
      key: draftKey(),
      _id: q._id,
      type: q.type,
      question: q.question,
      optionList: q.optionList.map((o) => ({ key: draftKey(), _id: o._id, text: o.text })),
    })),
    campaignId: post.campaignId,
    featured: post.featuredAt !== null,
    featuredForEmail: post.featuredForEmailAt !== null,
    isReadConfirmationRequired: post.isReadConfirmationRequired,
    commentEnabled: post.commentEnabled,
    isPostInstantPushEnabled: post.isPostInstantPushEnabled,
    networks,
    // Only a date still ahead is a schedule the writer may change.
    publishedAt: publishedAt && publishedAt.getTime() > Date.now() ? publishedAt : null,
    archivedAt: dateOrNull(post.archivedAt),
  };
}

export const enabledNetworks = (values: Pick<EditorValues, "networks">, offered: readonly string[]) =>
  offered.filter((name) => values.networks[name]?.enabled);

export const hasAnimatedImage = (values: Pick<EditorValues, "type" | "imageList">) =>
  values.type === "image" && values.imageList.some((image) => image.isAnimated);

/** The fields every type sends. */
function commonBody(values: EditorValues, offeredNetworks: readonly string[]) {
  const socnetSet: Record<string, { sharePoint: number; commentSet: string[] }> = {};
  for (const name of enabledNetworks(values, offeredNetworks)) {
    const draft = values.networks[name] as NetworkDraft;
    socnetSet[name] = {
      sharePoint: draft.sharePoint,
      commentSet: draft.commentSet.map((c) => c.trim()).filter((c) => c !== ""),
    };
  }
  return {
    title: values.title.trim(),
    htmlBody: values.htmlBody,
    body: values.body,
    // Only a link post has the embed field; another type sends none, whatever was typed before a switch.
    embed: values.type !== "link" || values.embed.trim() === "" ? null : values.embed.trim(),
    channelList: values.channelIds.map((_id) => ({ _id })),
    campaignId: values.campaignId,
    featured: values.featured,
    featuredForEmail: values.featuredForEmail,
    isReadConfirmationRequired: values.isReadConfirmationRequired,
    commentEnabled: values.commentEnabled,
    isPostInstantPushEnabled: values.isPostInstantPushEnabled,
    socnetSet,
    publishedAt: values.publishedAt ? values.publishedAt.toISOString() : null,
    archivedAt: values.archivedAt ? values.archivedAt.toISOString() : null,
  };
}

/** POST /api/post3: the body of the chosen type only. */
export function toCreateBody(values: EditorValues, offeredNetworks: readonly string[]): PostCreateBody {
  const common = commonBody(values, offeredNetworks);
  switch (values.type) {
    case "link":
      return { type: "link", ...common, url: values.url.trim() };
    case "image":
      return {
        type: "image",
        ...common,
        imageMetadataList: values.imageList.map(({ url, width, height, hasError }) => ({
          url,
          width,
          height,
          hasError,
        })),
      };
    case "video":
      return {
        type: "video",
        ...common,
        videoUrl: values.videoUrl,
        videoMetadata: values.videoMetadata,
        linkedinVideoUrn: values.linkedinVideoUrn,
      };
    case "document":
      return { type: "document", ...common, document: values.document as EditorDocument };
    case "survey":
      return {
        type: "survey",
        ...common,
        survey: {
          questionList: values.questionList.map((q) => ({
            ...(q._id ? { _id: q._id } : {}),
            type: q.type,
            question: q.question.trim(),
            optionList: isChoiceQuestion(q.type)
              ? q.optionList.map((o) => ({ ...(o._id ? { _id: o._id } : {}), text: o.text.trim() }))
              : [],
          })),
        },
      };
    default:
      // An article has no link field: a link typed before switching type is not sent.
      return { type: "article", ...common, url: null };
  }
}

/** PUT /api/post3/{postId}: the same fields as an update (the type of a post does not change). */
export function toUpdateBody(values: EditorValues, offeredNetworks: readonly string[]): PostUpdateBody {
  const { type: _type, ...fields } = toCreateBody(values, offeredNetworks) as PostCreateBody &
    Record<string, unknown>;
  return { action: "update", ...fields } as PostUpdateBody;
}
