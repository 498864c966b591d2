/** Core §7: the status response is keyed by environment, `stable` unless a `version` cookie names another. */
export function environmentKey(cookie: string): string {
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === "version") {
      const value = decodeURIComponent(rest.join("=")).trim();
      if (value !== "") return value;
    }
  }
  return "stable";
}

export type StatusResponse = Record<string, { maintenance?: boolean } | undefined>;

export const isUnderMaintenance = (status: StatusResponse, cookie: string): boolean =>
  status[environmentKey(cookie)]?.maintenance === true;
