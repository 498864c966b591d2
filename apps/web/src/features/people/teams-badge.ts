/**
 * The NEW badge of the Teams menu entry (access §2): shown until the admin has opened the Teams
 * page once on this browser.
 */
const VIEWED_KEY = "chorus.teams.viewed";

export function teamsViewed(storage: Pick<Storage, "getItem"> = localStorage): boolean {
  try {
    return storage.getItem(VIEWED_KEY) === "1";
  } catch {
    return true;
  }
}

export function markTeamsViewed(storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(VIEWED_KEY, "1");
    window.dispatchEvent(new Event(TEAMS_VIEWED_EVENT));
  } catch {
    // Private mode without storage: the badge simply stays.
  }
}

export const TEAMS_VIEWED_EVENT = "chorus:teams-viewed";
