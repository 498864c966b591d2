/**
 * Access §4: a newsletter reader who opens a post (preview or share-post link) before signing in
 * comes back to it after login. The path waits in local storage meanwhile.
 */
export const POST_PATH_AFTER_LOGIN_KEY = "chorus.postPathAfterLogin";

const POST_PATH = /^\/(preview\/[\w-]+(\/[\w-]+)?|sharepost\/[\w-]+\/[\w-]+)\/?$/;

const isPostPath = (path: string) => POST_PATH.test(path);

function fromNewsletter(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get("utm_source") === "newsletter" || params.get("source") === "newsletter";
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the reader lands on the feed as usual
  }
}

/** Keeps `path` + `search` when it is a post path opened from a newsletter; true when kept. */
export function rememberPostPathAfterLogin(path: string, search: string, storage = localStore()): boolean {
  if (!storage || !isPostPath(path) || !fromNewsletter(search)) return false;
  storage.setItem(POST_PATH_AFTER_LOGIN_KEY, `${path}${search}`);
  return true;
}

/** The kept post path, removed from storage; only a post path on this site is ever given back. */
export function takePostPathAfterLogin(storage = localStore()): string | null {
  if (!storage) return null;
  const kept = storage.getItem(POST_PATH_AFTER_LOGIN_KEY);
  storage.removeItem(POST_PATH_AFTER_LOGIN_KEY);
  if (!kept) return null;
  const queryStart = kept.indexOf("?");
  const path = queryStart === -1 ? kept : kept.slice(0, queryStart);
  return isPostPath(path) ? kept : null;
}
