import { onDemand } from "../../../lib/on-demand.ts";

/**
 * The comment forms' code (`CommentForms.tsx`), fetched when a form opens or when the pointer or the
 * focus reaches a button that opens one, so it is usually there by the click.
 */
export const commentForms = onDemand(() => import("./CommentForms.tsx"));
