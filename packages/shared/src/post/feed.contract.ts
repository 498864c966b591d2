import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";
import { FEED_PAGE_SIZE, feedTypeSchema, postSchema } from "./post.contract.ts";

/** The largest page GET /api/post3 serves. */
export const FEED_MAX_PAGE_SIZE = 50;

/**
 * Feed filters (catalogue §3: author, campaign, title, body) as one query parameter: a JSON object,
 * e.g. `filters={"author":"<userId>","title":"launch"}`, or a single `key:value` pair, e.g.
 * `filters=author:<userId>`. author and campaign take ids; title and body match a substring.
 */
export const feedFiltersSchema = z
  .object({
    author: objectIdSchema.optional(),
    campaign: objectIdSchema.optional(),
    title: z.string().min(1).max(200).optional(),
    body: z.string().min(1).max(200).optional(),
  })
  .strict();
export type FeedFilters = z.infer<typeof feedFiltersSchema>;

/** Parses the `filters` parameter; throws a message naming the problem. */
export function parseFeedFilters(raw: string): FeedFilters {
  const text = raw.trim();
  let candidate: unknown;
  if (text.startsWith("{")) {
    try {
      candidate = JSON.parse(text);
    } catch {
      throw new Error("filters: not valid JSON");
    }
  } else {
    const colon = text.indexOf(":");
    if (colon <= 0) throw new Error("filters: expected key:value or a JSON object");
    candidate = { [text.slice(0, colon)]: text.slice(colon + 1) };
  }
  const parsed = feedFiltersSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `filters${issue?.path.length ? `.${issue.path.join(".")}` : ""}: ${issue?.message ?? "invalid"}`,
    );
  }
  return parsed.data;
}

const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());

/** Query of GET /api/post3. `page` is 1-based (like the other paged lists); `cursor` replaces it for deep paging. */
export const feedQuerySchema = z.object({
  type: feedTypeSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(FEED_MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
  channelId: objectIdSchema.optional(),
  q: z.string().trim().min(1).max(200).optional(),
  filters: z.string().max(1000).optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  postId: objectIdSchema.optional(),
  /** nextCursor of the previous page: continues after its last post (published order only). */
  cursor: z.string().max(200).optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const postIdParamsSchema = z.object({ postId: objectIdSchema });

/** GET /api/post3/widgets: how many featured and popular posts (0 leaves a widget empty). */
export const widgetsQuerySchema = z.object({
  featured: z.coerce.number().int().min(0).max(20).default(5),
  popular: z.coerce.number().int().min(0).max(20).default(5),
  pageSize: z.coerce.number().int().min(1).max(20).optional(),
  offset: z.coerce.number().int().min(0).max(1000).default(0),
});
export const widgetsResponseSchema = z.object({
  widgetList: z.array(
    z.object({
      type: z.enum(["featured", "popular"]),
      postList: z.array(postSchema),
    }),
  ),
});

/** Core §3 "Top shared post: _id, title, type (link or video), imageMetadata". */
export const topSharedPostSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  type: z.enum(["link", "video"]),
  imageMetadata: z
    .object({ url: z.string(), width: z.number().int(), height: z.number().int(), hasError: z.boolean() })
    .nullable(),
});
export const topSharedResponseSchema = z.object({ postList: z.array(topSharedPostSchema) });

export const postFeedbackBodySchema = z.object({ feedback: z.string().trim().min(1).max(2000) });
export const postFeedbackResponseSchema = z.object({ _id: objectIdSchema });
