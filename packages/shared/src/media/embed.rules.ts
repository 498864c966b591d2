/** Embed rules of core §5: Facebook post-plugin and LinkedIn embed-feed-update URLs, bare or as an iframe's src. */

export const EMBED_NETWORKS = ["facebook", "linkedin"] as const;
export type EmbedNetwork = (typeof EMBED_NETWORKS)[number];

export const FACEBOOK_POST_PLUGIN_URL = /^https:\/\/www\.facebook\.com\/plugins\/post\.php\?href=[^\s"'<>]+$/;
export const LINKEDIN_EMBED_URL =
  /^https:\/\/www\.linkedin\.com\/embed\/feed\/update\/urn:li:(share|ugcPost|activity):\d+(\?[^\s"'<>]*)?$/;

export const EMBED_MESSAGES: Readonly<Record<EmbedNetwork, string>> = {
  facebook: "Enter a Facebook post plugin URL or its iframe embed code.",
  linkedin: "Enter a LinkedIn embed URL or its iframe embed code.",
};

const IFRAME = /^<iframe\b[^>]*>\s*<\/iframe>$/i;
const SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/** The src of a lone iframe element, entities decoded; null when the value is not one iframe. */
export function iframeSrcOf(html: string): string | null {
  const value = html.trim();
  if (!IFRAME.test(value)) return null;
  const match = SRC.exec(value);
  const raw = match?.[1] ?? match?.[2];
  return raw === undefined ? null : raw.replace(/&amp;/g, "&").trim();
}

export type EmbedCheck = { valid: true; src: string } | { valid: false; message: string };

export function validateEmbed(network: EmbedNetwork, value: string): EmbedCheck {
  const trimmed = value.trim();
  const src = trimmed.startsWith("<") ? iframeSrcOf(trimmed) : trimmed;
  if (src !== null && embedNetworkOf(src) === network) return { valid: true, src };
  return { valid: false, message: EMBED_MESSAGES[network] };
}

/**
 * The allow-list of embedded frames (issue 9): core §5 names the only embeds a post has, a Facebook
 * post plugin and a LinkedIn embed feed update, so these are the only frames a post may carry.
 * Each provider is one https origin and the pattern its src must match in full.
 */
export const EMBED_PROVIDERS: readonly { network: EmbedNetwork; origin: string; src: RegExp }[] = [
  { network: "facebook", origin: "https://www.facebook.com", src: FACEBOOK_POST_PLUGIN_URL },
  { network: "linkedin", origin: "https://www.linkedin.com", src: LINKEDIN_EMBED_URL },
];

/** The hosts iframes may load from, for HTML sanitisers that filter by host. */
export const EMBED_IFRAME_HOSTNAMES: readonly string[] = EMBED_PROVIDERS.map(
  (p) => new URL(p.origin).hostname,
);

/**
 * The network whose embed `src` is, or null. The text must match the provider's pattern as it is
 * AND the URL parser must agree on the origin (https, that host, no port, no credentials), so
 * neither a look-alike host nor characters a browser strips (tabs, new lines) slip through.
 */
export function embedNetworkOf(src: string): EmbedNetwork | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.username !== "" || url.password !== "") return null;
  const provider = EMBED_PROVIDERS.find((p) => p.origin === url.origin && p.src.test(src));
  return provider?.network ?? null;
}

/** The attributes an embedded iframe keeps; everything else (on*, srcdoc, style, name…) is dropped. */
export const EMBED_IFRAME_ATTRIBUTES = [
  "src",
  "width",
  "height",
  "title",
  "allow",
  "allowfullscreen",
  "frameborder",
  "loading",
  "referrerpolicy",
] as const;

/** Permissions policy features a frame may ask for: media playback and sharing, no sensors or payment. */
export const EMBED_ALLOWED_FEATURES: readonly string[] = [
  "autoplay",
  "clipboard-write",
  "encrypted-media",
  "fullscreen",
  "picture-in-picture",
  "web-share",
];

const SIZE = /^\d{1,4}(%|px)?$/;
const VALUES: Partial<Record<(typeof EMBED_IFRAME_ATTRIBUTES)[number], (value: string) => string | null>> = {
  width: (v) => (SIZE.test(v) ? v : null),
  height: (v) => (SIZE.test(v) ? v : null),
  frameborder: (v) => (v === "0" || v === "1" ? v : null),
  allowfullscreen: (v) => (v === "" || v === "true" || v === "allowfullscreen" ? v : null),
  loading: (v) => (v === "lazy" || v === "eager" ? v : null),
  referrerpolicy: (v) =>
    ["no-referrer", "origin", "strict-origin", "strict-origin-when-cross-origin"].includes(v) ? v : null,
  title: (v) => (v.length <= 200 ? v : null),
  allow: (v) => {
    const kept = v
      .split(";")
      .map((feature) => feature.trim())
      .filter((feature) => EMBED_ALLOWED_FEATURES.includes(feature));
    return kept.length > 0 ? kept.join("; ") : null;
  },
};

/**
 * The value an iframe attribute keeps after the allow-list, or null to drop it: sizes are numbers
 * or percentages, `allow` keeps only the features above, `src` must be an allowed embed.
 */
export function embedAttributeValue(name: string, value: string): string | null {
  if (name === "src") return embedNetworkOf(value) === null ? null : value;
  if (!(EMBED_IFRAME_ATTRIBUTES as readonly string[]).includes(name)) return null;
  const check = VALUES[name as (typeof EMBED_IFRAME_ATTRIBUTES)[number]];
  return check ? check(value.trim()) : null;
}

/** Why a post's embed was refused (any network), for the 400 of the post routes. */
export const EMBED_REFUSED_MESSAGE =
  "Enter a Facebook post plugin URL or a LinkedIn embed URL, or its iframe embed code.";
