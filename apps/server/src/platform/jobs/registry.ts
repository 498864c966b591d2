import { announcePostJob } from "../../modules/post/post-schedule.jobs.ts";
import { connectionRemindersJob, sendShareJob } from "../../modules/share/share.jobs.ts";
import type { JobDefinition } from "./job.ts";

/** Every background job of the app, in one place: a job not listed here never runs. */
export const JOBS = [announcePostJob, sendShareJob, connectionRemindersJob] as const;

export type RegisteredJob = (typeof JOBS)[number];
export type JobName = RegisteredJob["name"];
export type JobPayload<N extends JobName> =
  Extract<RegisteredJob, { name: N }> extends JobDefinition<N, infer P> ? P : never;
