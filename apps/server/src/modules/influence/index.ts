/** What other modules (and the server's start) may use from influence: the computation and the score history. */
export { scoreHistory } from "./influence.repository.ts";
export { computeInfluencerScores } from "./influence.service.ts";
