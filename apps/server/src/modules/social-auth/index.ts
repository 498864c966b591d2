export { redirectToLoginWithError, signInAndRedirect } from "./external-sign-in.ts";
export {
  type ExternalUser,
  findUsersByEmail,
  isUnderUserLimit,
  provisionUser,
} from "./external-user.ts";
export { listConnectedNetworks } from "./social-auth.repository.ts";
