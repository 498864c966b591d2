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
  const pattern = network === "facebook" ? FACEBOOK_POST_PLUGIN_URL : LINKEDIN_EMBED_URL;
  const trimmed = value.trim();
  const src = trimmed.startsWith("<") ? iframeSrcOf(trimmed) : trimmed;
  if (src !== null && pattern.test(src)) return { valid: true, src };
  return { valid: false, message: EMBED_MESSAGES[network] };
}
