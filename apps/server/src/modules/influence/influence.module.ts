import { defineModule } from "../../platform/module.ts";
import { influencerScoresJob, influencerScoresSchedule } from "./influence.jobs.ts";

/** The influencer score (core §9): computed every night for every user, shown in the score widget and ring. */
export const influenceModule = defineModule({
  name: "influence",
  jobs: [influencerScoresJob],
  schedules: [influencerScoresSchedule],
});
