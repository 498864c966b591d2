/** What other modules may use from points: `creditPoints` is the only way Stars and Coins are earned. */
export {
  type Credit,
  creditPoints,
  myPoints,
  refundCoins,
  resetPoints,
  spendCoins,
} from "./points-ledger.service.ts";
