import type { AppConfig } from "../../config.ts";
import type { OutboundPolicy } from "./ai-http.ts";

/** Outside calls to AI providers follow the deployment's outbound rules (private addresses, https). */
export const outboundPolicyOf = (config: AppConfig): OutboundPolicy => ({
  allowPrivate: config.allowPrivateOutbound,
  allowedAddresses: config.outboundAllowedAddresses,
  httpsOnly: config.env === "production",
});
