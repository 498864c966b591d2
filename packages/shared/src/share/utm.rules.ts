/**
 * UTM tags of tracked links (core §3 "UTM tags: map of tag name to {type}; parts source, medium,
 * campaign, content, id, term; types empty, userId, postId, staticText, socialNetwork").
 * One pure builder, used by the tracked link on the server and by the settings screen's preview.
 */

/** The parts of the spec, as the query parameter names they become. */
export const UTM_TAG_NAMES = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
] as const;
export type UtmTagName = (typeof UTM_TAG_NAMES)[number];

/** Catalogue "UTM tag type". */
export const UTM_TAG_TYPES = ["empty", "userId", "postId", "staticText", "socialNetwork"] as const;
export type UtmTagType = (typeof UTM_TAG_TYPES)[number];

export interface UtmTag {
  name: UtmTagName;
  type: UtmTagType;
  /** The text of a staticText tag; ignored for the other types. */
  value?: string | undefined;
}

/** What a tag's value is taken from when a link is followed. */
export interface UtmContext {
  /** The sharer: whose account the post was shared on. */
  userId: string;
  postId: string;
  /** The share media (linkedin, twitter, …). */
  socialNetwork: string;
}

/** The tags every tracked link carried before companies could choose their own; still the default. */
export const DEFAULT_UTM_TAG_LIST: readonly UtmTag[] = [
  { name: "utm_source", type: "socialNetwork" },
  { name: "utm_medium", type: "staticText", value: "social" },
  { name: "utm_campaign", type: "staticText", value: "employee_advocacy" },
  { name: "utm_content", type: "postId" },
];

/** A tag's value for one link; null when the tag is left out (empty, or a staticText without text). */
export function utmTagValue(tag: UtmTag, context: UtmContext): string | null {
  switch (tag.type) {
    case "userId":
      return context.userId;
    case "postId":
      return context.postId;
    case "socialNetwork":
      return context.socialNetwork;
    case "staticText": {
      const text = tag.value?.trim() ?? "";
      return text === "" ? null : text;
    }
    case "empty":
      return null;
  }
}

/** The query parameters of a link, in the order of the list; empty tags are omitted. */
export function buildUtmParams(tags: readonly UtmTag[], context: UtmContext): [UtmTagName, string][] {
  const params: [UtmTagName, string][] = [];
  for (const tag of tags) {
    const value = utmTagValue(tag, context);
    if (value !== null) params.push([tag.name, value]);
  }
  return params;
}

/** "source" and "utm_source" both name utm_source (the spec lists the parts; links use the prefixed names). */
export function utmTagNameOf(key: string): UtmTagName | null {
  const name = (key.startsWith("utm_") ? key : `utm_${key}`).toLowerCase();
  return (UTM_TAG_NAMES as readonly string[]).includes(name) ? (name as UtmTagName) : null;
}

const isTagType = (type: unknown): type is UtmTagType =>
  typeof type === "string" && (UTM_TAG_TYPES as readonly string[]).includes(type);

/**
 * A post's own utmTags ({ source: { type }, utm_term: { type: "staticText", value } }) as a tag
 * list; unknown names and types are skipped (posts from imports may carry anything).
 */
export function postUtmTagList(utmTags: Record<string, unknown> | null | undefined): UtmTag[] {
  const tags: UtmTag[] = [];
  for (const [key, raw] of Object.entries(utmTags ?? {})) {
    const name = utmTagNameOf(key);
    const entry = raw as { type?: unknown; value?: unknown } | null;
    if (!name || !entry || !isTagType(entry.type)) continue;
    tags.push({ name, type: entry.type, value: typeof entry.value === "string" ? entry.value : undefined });
  }
  return tags;
}

/**
 * The tags a tracked link carries. The company's list when its settings are enabled, with the
 * post's own tags replacing the company's tag of the same name (a post's `empty` removes it);
 * else the defaults.
 */
export function effectiveUtmTags(
  company: { isEnabled: boolean; tagList: readonly UtmTag[] } | null,
  postTags: readonly UtmTag[],
): readonly UtmTag[] {
  if (!company?.isEnabled) return DEFAULT_UTM_TAG_LIST;
  const byName = new Map<UtmTagName, UtmTag>(company.tagList.map((tag) => [tag.name, tag]));
  for (const tag of postTags) byName.set(tag.name, tag);
  return [...byName.values()];
}
