import type { ShareNetworkConfig } from "../../../config.ts";
import { callNetwork, jsonOf } from "./network-call.ts";

export interface LinkedinOrganizationHit {
  id: string;
  urn: string;
  name: string;
  vanityName: string | null;
  logoUrl: string | null;
}

interface OrganizationElement {
  id?: number | string;
  localizedName?: string;
  vanityName?: string;
  logoV2?: { original?: string };
}

/** LinkedIn finds a company page by its vanity name (the part after linkedin.com/company/). */
export const vanityNameOf = (query: string) =>
  query
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?linkedin\.com\/company\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/\s+/g, "-");

/**
 * Organization lookup (LinkedIn Community Management API, `GET /rest/organizations?q=vanityName`),
 * with the member's token: the organisations whose vanity name is the query.
 */
export async function searchLinkedinOrganizations(
  config: ShareNetworkConfig & { apiVersion: string },
  timeoutMs: number,
  accessToken: string,
  query: string,
): Promise<LinkedinOrganizationHit[]> {
  const vanityName = vanityNameOf(query);
  if (vanityName === "") return [];
  const url = `${config.apiUrl}/rest/organizations?q=vanityName&vanityName=${encodeURIComponent(vanityName)}`;
  const result = await callNetwork(
    url,
    {
      headers: {
        authorization: `Bearer ${accessToken}`,
        "linkedin-version": config.apiVersion,
        "x-restli-protocol-version": "2.0.0",
      },
      timeoutMs,
    },
    "LinkedIn",
  );
  const { elements = [] } = jsonOf<{ elements?: OrganizationElement[] }>(result, "LinkedIn");
  return elements.flatMap((e) =>
    e.id === undefined || !e.localizedName
      ? []
      : [
          {
            id: String(e.id),
            urn: `urn:li:organization:${e.id}`,
            name: e.localizedName,
            vanityName: e.vanityName ?? null,
            // logoV2 names a media asset, not an address a browser can open.
            logoUrl: null,
          },
        ],
  );
}
