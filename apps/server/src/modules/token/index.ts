export { createBearerReader } from "./bearer-actor.ts";
export { BEARER_SESSION_PREFIX, isBearerActor, newSecret, sha256Hex } from "./token-secret.ts";
