/** How long data counts as "just fetched" for a screen mounting right after it arrived. */
export const JUST_FETCHED_MS = 5_000;

/**
 * `refetchOnMount` for the queries the boot prefetch starts (app/boot-prefetch.ts): a screen that
 * mounts while that data is seconds old shows it without asking again; invalidated or older data
 * is refetched as usual.
 */
export const refetchUnlessJustFetched = (query: {
  state: { isInvalidated: boolean; dataUpdatedAt: number };
}): boolean => query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS;
