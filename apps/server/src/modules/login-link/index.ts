/** What other modules may use from the login-link module: accounts, one-time tokens, link mails. */
export {
  type AccountRow,
  countActiveUsers,
  emailIsUsed,
  findAccount,
  findAccountsByEmail,
  normalizeEmail,
} from "./account.repository.ts";
export {
  checkAccountToken,
  consumeAccountToken,
  issueAccountToken,
  lastTokenIssuedAt,
  type TokenCheck,
  type TokenPurpose,
} from "./account-token.repository.ts";
export { mailLoginLink } from "./login-link.service.ts";
