import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/**
 * Shortcuts (API catalogue: POST /shortcuts, POST /shortcuts/group/{groupId}; GET, PUT, DELETE
 * /shortcuts/{shortcutId} and /shortcuts/group/{groupId}/{shortcutId}; GET /shortcuts/icons
 * (prefix, limit, nextIcon); GET /shortcuts and /shortcuts/group/{groupId} (limit, platform);
 * PUT /shortcuts/group/{groupId}/reorder). Core §3 Shortcut: id, title, link, icon.inlineIcon,
 * color, platform.
 */
export const SHORTCUT_PLATFORMS = ["all", "web", "mobile"] as const;
export type ShortcutPlatform = (typeof SHORTCUT_PLATFORMS)[number];
export const SHORTCUT_TITLE_MAX = 60;
export const SHORTCUT_LINK_MAX = 2048;
/** A place holds at most this many shortcuts. */
export const SHORTCUTS_PER_PLACE_MAX = 50;
/** The sidebar widget shows the first 4; a modal shows all (core §2). */
export const SIDEBAR_SHORTCUTS = 4;
export const ICON_PAGE_DEFAULT = 48;
export const ICON_PAGE_MAX = 200;
/** The group selector for the company-wide shortcuts. */
export const COMPANY_SHORTCUTS = "company";
export const DEFAULT_SHORTCUT_COLOR = "#228be6";

export const shortcutPlaceSchema = z.union([z.literal(COMPANY_SHORTCUTS), objectIdSchema], {
  error: `groupId must be "${COMPANY_SHORTCUTS}" or a 24-character hex group id`,
});

export const shortcutIdParamsSchema = z.object({ shortcutId: objectIdSchema });
export const shortcutGroupParamsSchema = z.object({ groupId: shortcutPlaceSchema });
export const shortcutGroupItemParamsSchema = z.object({
  groupId: shortcutPlaceSchema,
  shortcutId: objectIdSchema,
});

export const shortcutListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SHORTCUTS_PER_PLACE_MAX * 2)
    .optional(),
  /** web: the shortcuts for all platforms and for the web; mobile likewise; all (or none): every one. */
  platform: z.enum(SHORTCUT_PLATFORMS).optional(),
});
export type ShortcutListQuery = z.infer<typeof shortcutListQuerySchema>;

export const iconNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be an icon name such as briefcase or file-text");

export const shortcutIconQuerySchema = z.object({
  prefix: z.string().trim().toLowerCase().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(ICON_PAGE_MAX).optional(),
  /** The first icon of the page (the previous page's nextIcon). */
  nextIcon: iconNameSchema.optional(),
});
export type ShortcutIconQuery = z.infer<typeof shortcutIconQuerySchema>;

export const shortcutIconSchema = z.object({
  name: z.string(),
  /** The icon as inline SVG (24×24, stroke currentColor), built by the server from its icon set. */
  inlineIcon: z.string(),
});
export type ShortcutIcon = z.infer<typeof shortcutIconSchema>;

export const shortcutIconPageSchema = z.object({
  iconList: z.array(shortcutIconSchema),
  /** Pass as nextIcon for the next page; null on the last. */
  nextIcon: z.string().nullable(),
  /** How many icons match the prefix. */
  total: z.number().int().min(0),
});
export type ShortcutIconPage = z.infer<typeof shortcutIconPageSchema>;

const httpLink = z
  .string()
  .trim()
  .max(SHORTCUT_LINK_MAX)
  .url("must be an http or https URL")
  .refine((value) => /^https?:\/\//i.test(value), "must be an http or https URL");

export const shortcutColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #228be6")
  .transform((value) => value.toLowerCase());

const titleSchema = z
  .string()
  .trim()
  .min(1, "A shortcut needs a title.")
  .max(SHORTCUT_TITLE_MAX, `A title can have at most ${SHORTCUT_TITLE_MAX} characters.`);

/** The icon is named; its inlineIcon, if sent back, is ignored (the server builds it from the set). */
const iconInputSchema = z.object({ name: iconNameSchema, inlineIcon: z.string().max(20_000).optional() });

export const shortcutCreateBodySchema = z.object({
  title: titleSchema,
  link: httpLink,
  icon: iconInputSchema,
  color: shortcutColorSchema.optional(),
  platform: z.enum(SHORTCUT_PLATFORMS).optional(),
});
export type ShortcutCreateBody = z.infer<typeof shortcutCreateBodySchema>;

export const shortcutUpdateBodySchema = z
  .object({
    title: titleSchema,
    link: httpLink,
    icon: iconInputSchema,
    color: shortcutColorSchema,
    platform: z.enum(SHORTCUT_PLATFORMS),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Nothing to change.");
export type ShortcutUpdateBody = z.infer<typeof shortcutUpdateBodySchema>;

export const shortcutReorderBodySchema = z.object({
  /** Every shortcut of the place, once each, in the new order. */
  shortcutIdList: z.array(objectIdSchema).max(SHORTCUTS_PER_PLACE_MAX),
});
export type ShortcutReorderBody = z.infer<typeof shortcutReorderBodySchema>;

export const shortcutSchema = z.object({
  id: objectIdSchema,
  _id: objectIdSchema,
  title: z.string(),
  link: z.string(),
  icon: shortcutIconSchema,
  color: z.string(),
  platform: z.enum(SHORTCUT_PLATFORMS),
  /** null = company-wide. */
  groupId: objectIdSchema.nullable(),
  position: z.number().int(),
  abilities: z.object({ canEdit: z.boolean(), canDelete: z.boolean() }),
});
export type Shortcut = z.infer<typeof shortcutSchema>;

export const shortcutListSchema = z.object({
  shortcutList: z.array(shortcutSchema),
  /** How many there are in all (the list may be cut by limit). */
  total: z.number().int().min(0),
});
export type ShortcutList = z.infer<typeof shortcutListSchema>;

export const shortcutDeletedSchema = z.object({ id: objectIdSchema, deleted: z.literal(true) });
