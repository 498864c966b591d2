/** What other modules may use from resources: the readable-resource lookup comments hang on. */
export { loadReadableResource, type ReadableResource } from "./resource.policy.ts";
