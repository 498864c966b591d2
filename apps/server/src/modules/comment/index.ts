/** What other modules may use from comments: the list for a post card, and the text rules. */
export { presentComment } from "./comment.presenter.ts";
export { type CommentWithAuthor, listComments } from "./comment.repository.ts";
export { toPlainCommentText, validateCommentText } from "./comment-text.ts";
