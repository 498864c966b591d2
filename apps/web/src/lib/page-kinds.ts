/**
 * Issue 16: one max width per kind of page, defined here and nowhere else. A screen never sets its
 * own page width; its route names its kind and the route's PageFrame applies it.
 *
 * - reading: the feed, a post, notifications and the texts people read (help, legal, apps)
 * - form: settings, profile and the editor — one column of fields
 * - table: administration and analytics lists, the widest
 * - narrow: the short pages outside the app (a message and a button or two)
 */
export const PAGE_KINDS = ["reading", "form", "table", "narrow"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Mantine container sizes (theme): reading 960 px, form 720 px, table 1320 px, narrow 540 px. */
export const PAGE_WIDTH: Record<PageKind, "xs" | "sm" | "md" | "xl"> = {
  reading: "md",
  form: "sm",
  table: "xl",
  narrow: "xs",
};

/** The attribute a frame carries, for the checks that every route has one of the kinds. */
export const PAGE_FRAME_ATTRIBUTE = "data-page-frame";
