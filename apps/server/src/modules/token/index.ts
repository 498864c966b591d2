export { createBearerReader } from "./bearer-actor.ts";
export { BEARER_SESSION_PREFIX, isBearerActor, newSecret } from "./token-secret.ts";
