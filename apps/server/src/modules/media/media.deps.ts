import type { AppConfig } from "../../config.ts";
import type { MediaUrlSigner } from "../../platform/media-url/media-url.ts";
import type { MediaStorages } from "../../platform/storage/index.ts";

/** What the media services need besides the request context. */
export interface MediaDeps {
  config: AppConfig;
  storages: MediaStorages;
  /** Checks the signature of a media URL. */
  mediaUrls: MediaUrlSigner;
  /** Signs the video play cookie. */
  videoCookieSecret: Buffer;
}

/** The outside-URL guard settings every media fetch uses. */
export const outboundOf = (config: AppConfig) => ({
  allowPrivate: config.allowPrivateOutbound,
  allowedAddresses: config.outboundAllowedAddresses,
  httpsOnly: false,
});
