import {
  EMBED_IFRAME_ATTRIBUTES,
  EMBED_IFRAME_HOSTNAMES,
  EMBED_REFUSED_MESSAGE,
  embedAttributeValue,
  embedNetworkOf,
  iframeSrcOf,
} from "@chorus/shared/media/embed.rules";
import sanitizeHtml from "sanitize-html";
import { badRequest } from "../../platform/errors.ts";

/**
 * A post's embed is one iframe of an allowed provider and nothing else: the shared allow-list
 * (packages/shared/src/media/embed.rules.ts) decides the src and each attribute's value, and
 * sanitize-html rebuilds the markup, so what is stored is the sanitiser's output, never the input.
 */
const EMBED_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["iframe"],
  allowedAttributes: { iframe: [...EMBED_IFRAME_ATTRIBUTES] },
  allowedSchemes: ["https"],
  allowedSchemesAppliedToAttributes: ["src"],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_IFRAME_HOSTNAMES],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: "discard",
  transformTags: {
    iframe: (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        const allowed = embedAttributeValue(name, value);
        if (allowed !== null) kept[name] = allowed;
      }
      return { tagName, attribs: kept };
    },
  },
};

/**
 * The form of an embed that may be stored and served, or null when it is not an allowed embed:
 * a bare URL must be an allowed provider's; markup must be a lone iframe whose sanitised src is.
 */
export function safeEmbedOf(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith("<")) return embedNetworkOf(trimmed) === null ? null : trimmed;
  // Anything around or inside the iframe (a script, a second frame, text) is refused, not stripped.
  if (iframeSrcOf(trimmed) === null) return null;
  const sanitized = sanitizeHtml(trimmed, EMBED_HTML).trim();
  const src = iframeSrcOf(sanitized);
  return src !== null && embedNetworkOf(src) !== null ? sanitized : null;
}

/** A post body's embed as stored: null when empty, a 400 when not allowed (core §5's embeds only). */
export function embedToStore(value: string | null | undefined): string | null {
  if (value == null || value.trim() === "") return null;
  const safe = safeEmbedOf(value);
  if (safe === null) throw badRequest(`embed: ${EMBED_REFUSED_MESSAGE}`);
  return safe;
}

/** A stored embed as served: rows written before the allow-list answer their safe form or nothing. */
export function embedToServe(stored: string | null): string | null {
  return stored === null || stored.trim() === "" ? null : safeEmbedOf(stored);
}
