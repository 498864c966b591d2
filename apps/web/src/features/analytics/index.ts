/** What other features may use from analytics: recording post views and video plays. */
export { trackVideoPlay, usePostViewTracker } from "./tracking.ts";
