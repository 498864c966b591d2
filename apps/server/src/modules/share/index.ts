/** What other modules may use from sharing. */

export { NetworkCallError, pkcePair } from "./adapters/index.ts";
export {
  administeredOrganizations,
  type LinkedinPagePost,
  linkedinPageAuthorizeUrl,
  organizationPosts,
} from "./adapters/linkedin-pages.ts";
export { saveConnectRequest, takeConnectRequest } from "./connect-request.repository.ts";
export { connectedNetworksSql } from "./connection.repository.ts";
export { connectUnavailable, networkUnavailable, reconnectNeeded } from "./share-errors.ts";
export { type SharingRuntime, sharingRuntimeOf } from "./sharing-runtime.ts";
export { loadTokenCipher } from "./token-cipher.ts";
