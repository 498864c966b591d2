/** What other modules may use from sharing. */
export { connectedNetworksSql } from "./connection.repository.ts";
export { loadTokenCipher } from "./token-cipher.ts";
