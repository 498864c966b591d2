import { z } from "zod";
import { ERROR_CODES } from "../errors/error-codes.ts";
import { objectIdSchema } from "../ids/object-id.ts";

export const TRANSLATION_NOT_CONFIGURED = "Machine translation is not configured";
export const TRANSLATION_FAILED = ERROR_CODES["424.90"];

export const translationQuerySchema = z.object({ lang: z.string().min(2).max(10).optional() });
export const translatePostParamsSchema = z.object({ postId: objectIdSchema });
export const translateCommentParamsSchema = z.object({ commentId: objectIdSchema });

export const postTranslationSchema = z.object({
  _id: objectIdSchema,
  lang: z.string(),
  sourceLang: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  htmlBody: z.string(),
});
export type PostTranslation = z.infer<typeof postTranslationSchema>;
export const commentTranslationSchema = z.object({
  id: objectIdSchema,
  lang: z.string(),
  sourceLang: z.string().nullable(),
  text: z.string(),
});
export type CommentTranslation = z.infer<typeof commentTranslationSchema>;

export const langDetectBodySchema = z.object({ text: z.string().max(200_000) });
export const langDetectResponseSchema = z.object({ lang: z.string() });
export const langListQuerySchema = z.object({ filter: z.enum(["supportedRead"]).optional() });
export const langMapSchema = z.object({
  map: z.record(z.string().regex(/^[a-z]{2,3}$/, "a language code like 'nb'"), z.string().min(2).max(10)),
});
