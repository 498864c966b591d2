import type { SharingConfig } from "../../../config.ts";
import { createLinkedinAdapter } from "./linkedin.ts";
import type { ApiNetworkAdapter } from "./network-adapter.ts";
import { createTwitterAdapter } from "./twitter.ts";

export { selfShareDialogUrl } from "@chorus/shared/share/share-message.rules";
export type { ApiNetworkAdapter, ShareContent, ShareImage, TokenSet } from "./network-adapter.ts";
export { pkcePair } from "./network-adapter.ts";
export { NetworkCallError } from "./network-call.ts";

export type ApiNetworks = Record<"linkedin" | "twitter", ApiNetworkAdapter>;

/** The API networks of this deployment (Facebook, Xing and generic are self-share dialogs: no adapter call). */
export const createApiNetworks = (config: SharingConfig): ApiNetworks => ({
  linkedin: createLinkedinAdapter(config.linkedin, config.networkTimeoutMs),
  twitter: createTwitterAdapter(config.twitter, config.networkTimeoutMs),
});
