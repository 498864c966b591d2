import { networkLabel } from "@chorus/shared/share/network.rules";
import { reconnectMessage } from "@chorus/shared/share/share.contract";
import { AppError } from "../../platform/errors.ts";

/** 409.30: the connection is missing, expired or refused; the client opens the connect modal. */
export const RECONNECT_CODE = "409.30";
export const reconnectNeeded = (network: string) =>
  new AppError(409, RECONNECT_CODE, reconnectMessage(networkLabel(network)));

/** 503.30: the network is down or limiting us; nothing was posted, try again later. */
export const networkUnavailable = (network: string) =>
  new AppError(503, "503.30", `${networkLabel(network)} is not available right now. Please try again later.`);

/** 422.30: the network refused this share for good (duplicate text, content rules …). */
export const networkRefused = (network: string, reason: string) =>
  new AppError(422, "422.30", `${networkLabel(network)} refused the share: ${reason}`);

/** 404 for a network that cannot be connected here (not an API network, or no client id configured). */
export const connectUnavailable = (network: string, configured: boolean) =>
  new AppError(
    404,
    "404.0",
    configured
      ? `Connecting ${networkLabel(network)} is not available: it is shared through its own dialog`
      : `Connecting ${networkLabel(network)} is not configured on this server`,
  );
