import type { AppConfig } from "../../config.ts";

/**
 * Where outside calls (link previews, image proxy, AI providers, IdP metadata, network uploads)
 * may go: one policy per deployment, built once into AppDeps. Production refuses plain http.
 */
export interface OutboundPolicy {
  /** Allow private, loopback and link-local addresses (tests, on-premises hosts). */
  allowPrivate: boolean;
  /** Exact addresses let through although private. */
  allowedAddresses: readonly string[];
  /** Refuse plain http. */
  httpsOnly: boolean;
}

export const outboundPolicyOf = (config: AppConfig): OutboundPolicy => ({
  allowPrivate: config.allowPrivateOutbound,
  allowedAddresses: config.outboundAllowedAddresses,
  httpsOnly: config.env === "production" && !config.outboundAllowHttp,
});
