/** What other modules may use from points: `creditPoints` is the only way Stars and Coins are earned. */

/** The credit as part of a deed's own statement (the generic share's). */
export { type CreditEntry, creditCtes } from "./points.repository.ts";
export {
  type Credit,
  creditPoints,
  myPoints,
  refundCoins,
  resetPoints,
  spendCoins,
} from "./points-ledger.service.ts";
