import type { ShareNetworkConfig } from "../../../config.ts";
import { pkceAuthorizeUrl } from "./network-adapter.ts";
import { callNetwork, jsonOf } from "./network-call.ts";

/**
 * The organisation scopes of a company page connection (LinkedIn Community Management API):
 * read the page's posts, and list the pages the admin administers.
 */
export const LINKEDIN_PAGE_SCOPES = "r_organization_social rw_organization_admin";

type LinkedinConfig = ShareNetworkConfig & { apiVersion: string };

export interface LinkedinPagePost {
  id: string;
  text: string;
  url: string;
  createdAt: string | null;
}

const restHeaders = (config: LinkedinConfig, token: string) => ({
  authorization: `Bearer ${token}`,
  "linkedin-version": config.apiVersion,
  "x-restli-protocol-version": "2.0.0",
});

export const linkedinPageAuthorizeUrl = (
  config: LinkedinConfig,
  p: { state: string; codeChallenge: string; redirectUri: string },
) =>
  pkceAuthorizeUrl(config.authUrl, {
    clientId: config.clientId,
    redirectUri: p.redirectUri,
    state: p.state,
    scope: LINKEDIN_PAGE_SCOPES,
    codeChallenge: p.codeChallenge,
  });

/**
 * The pages the token's member administers: `GET /rest/organizationAcls?q=roleAssignee` (approved
 * ADMINISTRATOR roles), then each page's name from `GET /rest/organizations/{id}`.
 */
export async function administeredOrganizations(
  config: LinkedinConfig,
  timeoutMs: number,
  token: string,
): Promise<{ urn: string; name: string }[]> {
  const acls = await callNetwork(
    `${config.apiUrl}/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED`,
    { headers: restHeaders(config, token), timeoutMs },
    "LinkedIn",
  );
  const { elements = [] } = jsonOf<{ elements?: { organization?: string }[] }>(acls, "LinkedIn");
  const urns = [...new Set(elements.map((e) => e.organization ?? ""))].filter((urn) =>
    /^urn:li:organization:\d+$/.test(urn),
  );
  const found: { urn: string; name: string }[] = [];
  for (const urn of urns.slice(0, 50)) {
    const id = urn.slice("urn:li:organization:".length);
    const result = await callNetwork(
      `${config.apiUrl}/rest/organizations/${id}`,
      { headers: restHeaders(config, token), timeoutMs },
      "LinkedIn",
    );
    const { localizedName } = jsonOf<{ localizedName?: string }>(result, "LinkedIn");
    found.push({ urn, name: localizedName || urn });
  }
  return found;
}

interface PostElement {
  id?: string;
  commentary?: string;
  createdAt?: number;
  publishedAt?: number;
  lifecycleState?: string;
}

/** The page's recent posts, newest first: `GET /rest/posts?q=author&author={urn}` (Posts API). */
export async function organizationPosts(
  config: LinkedinConfig,
  timeoutMs: number,
  token: string,
  organizationUrn: string,
  count: number,
): Promise<LinkedinPagePost[]> {
  const query = new URLSearchParams({
    q: "author",
    author: organizationUrn,
    count: String(count),
    sortBy: "LAST_MODIFIED",
  });
  const result = await callNetwork(
    `${config.apiUrl}/rest/posts?${query}`,
    { headers: restHeaders(config, token), timeoutMs },
    "LinkedIn",
  );
  const { elements = [] } = jsonOf<{ elements?: PostElement[] }>(result, "LinkedIn");
  return elements.flatMap((e) => {
    if (!e.id || (e.lifecycleState && e.lifecycleState !== "PUBLISHED")) return [];
    const at = e.publishedAt ?? e.createdAt;
    return [
      {
        id: e.id,
        text: e.commentary ?? "",
        url: `https://www.linkedin.com/feed/update/${encodeURIComponent(e.id)}/`,
        createdAt: typeof at === "number" ? new Date(at).toISOString() : null,
      },
    ];
  });
}
