import { BLANK_COMMENT_MESSAGE, COMMENT_MAX_LENGTH } from "@chorus/shared/comment/comment.contract";
import sanitizeHtml from "sanitize-html";
import type { RequestContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { assertNoBlockedWord } from "../blockword/index.ts";

const NO_MARKUP: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** sanitize-html escapes exactly these in text it keeps; turn them back into what the user typed. */
const decodeKeptEntities = (text: string): string =>
  text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/**
 * Comments are plain text: tags are removed (with the content of script and style), entities are
 * decoded, and the result is stripped again until nothing changes, so markup smuggled in as
 * entities (`&lt;script&gt;`) does not come back as a tag. Clients render the text as text.
 */
export function toPlainCommentText(raw: string): string {
  let text = raw;
  for (let pass = 0; pass < 5; pass++) {
    const next = decodeKeptEntities(sanitizeHtml(text, NO_MARKUP));
    if (next === text) break;
    text = next;
  }
  return text.trim();
}

/**
 * Every check a comment's text must pass before it is stored, after it has been made plain text.
 * The seam for company rules on content: the blocked-words check (authoring) plugs in here.
 */
export async function validateCommentText(ctx: RequestContext, text: string): Promise<void> {
  if (text.length === 0) throw badRequest(BLANK_COMMENT_MESSAGE);
  if (text.length > COMMENT_MAX_LENGTH)
    throw badRequest(`A comment can have at most ${COMMENT_MAX_LENGTH} characters.`);
  await assertNoBlockedWord(ctx, text);
}

/** The text as it will be stored, or a 400 saying why not. */
export async function acceptCommentText(ctx: RequestContext, raw: string): Promise<string> {
  const text = toPlainCommentText(raw);
  await validateCommentText(ctx, text);
  return text;
}
