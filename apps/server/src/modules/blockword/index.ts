/** What other modules may use from blocked words: the check posts and comments run before saving. */
export { assertNoBlockedWord } from "./blockword.service.ts";
