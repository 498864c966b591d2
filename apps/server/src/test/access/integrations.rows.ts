import {
  companyLinkedinPage,
  contentFeed,
  contentFeedItem,
  msteamsSetting,
  slackInstallation,
  socialConnectRequest,
} from "../../db/schema/index.ts";
import type { AccessRow } from "./principals.ts";
import { MANAGERS, own } from "./principals.ts";

const NOT_INSTALLED =
  "nothing is configured in the matrix's world: an allowed caller hears 409 (no Teams webhook / Slack not installed), everyone else the route's 401/403; the working calls are in msteams.routes.test.ts and slack.routes.test.ts";

const NO_PAGE =
  "no LinkedIn page is connected in the matrix's world: an allowed caller hears 409.30 (connect first); the working calls are in social-feed.routes.test.ts";

/** Teams, Slack and content import settings are admin-level (manager) business. */
export const integrationsRows: AccessRow[] = [
  {
    method: "GET",
    route: "/api/company/:companyId/msteams",
    url: (f) => `/api/company/${f.companyId}/msteams`,
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/msteams",
    url: (f) => `/api/company/${f.companyId}/msteams`,
    body: (f) => ({
      isEnabled: false,
      webhookUrl: `${f.outside.site}/teams-webhook`,
      channelIdList: [f.publicChannelId],
    }),
    isolate: [msteamsSetting],
    allowed: MANAGERS,
  },
  {
    method: "POST",
    route: "/api/company/:companyId/msteams/test",
    url: (f) => `/api/company/${f.companyId}/msteams/test`,
    allowed: [],
    refused: { by: MANAGERS, status: 409 },
    why: NOT_INSTALLED,
  },
  {
    method: "GET",
    route: "/api/company/:companyId/feed",
    url: (f) => `/api/company/${f.companyId}/feed`,
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/feed",
    url: (f) => `/api/company/${f.companyId}/feed`,
    body: (f) => ({
      name: "Matrix feed",
      url: `${f.outside.site}/feed.xml`,
      channelId: f.publicChannelId,
      isEnabled: false,
    }),
    isolate: [contentFeed, contentFeedItem],
    allowed: MANAGERS,
  },
  {
    method: "DELETE",
    route: "/api/company/:companyId/feed",
    url: (f) => `/api/company/${f.companyId}/feed?_id=${own(f, "feed")}`,
    arrange: async (make, f) => ({
      feed: (await make.contentFeed(f.companyId, { channelId: f.publicChannelId, createdBy: f.bystanderId }))
        .id,
    }),
    isolate: [contentFeed],
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/company/:companyId/slack",
    url: (f) => `/api/company/${f.companyId}/slack`,
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/slack",
    url: (f) => `/api/company/${f.companyId}/slack`,
    body: (f) => ({
      slackChannelId: null,
      channelIdList: [f.publicChannelId],
      isNewPostsEnabled: true,
      isDailySummaryEnabled: false,
    }),
    allowed: [],
    refused: { by: MANAGERS, status: 409 },
    why: NOT_INSTALLED,
  },
  {
    method: "DELETE",
    route: "/api/company/:companyId/slack",
    url: (f) => `/api/company/${f.companyId}/slack`,
    isolate: [slackInstallation],
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/company/:companyId/slack/channels",
    url: (f) => `/api/company/${f.companyId}/slack/channels`,
    allowed: [],
    refused: { by: MANAGERS, status: 409 },
    why: NOT_INSTALLED,
  },
  {
    method: "GET",
    route: "/api/slack/install",
    allowed: MANAGERS,
    okStatus: 302,
  },
  {
    method: "GET",
    route: "/api/slack/oauth/callback",
    url: () => "/api/slack/oauth/callback?code=x&state=forged",
    allowed: MANAGERS,
    okStatus: 302,
  },
  {
    method: "GET",
    route: "/api/social-feed",
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/company/:companyId/linkedin-page",
    url: (f) => `/api/company/${f.companyId}/linkedin-page`,
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/company/:companyId/linkedin-page/organization",
    url: (f) => `/api/company/${f.companyId}/linkedin-page/organization`,
    allowed: [],
    refused: { by: MANAGERS, status: 409 },
    why: NO_PAGE,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/linkedin-page",
    url: (f) => `/api/company/${f.companyId}/linkedin-page`,
    body: () => ({ organizationUrn: "urn:li:organization:2414183" }),
    allowed: [],
    refused: { by: MANAGERS, status: 409 },
    why: NO_PAGE,
  },
  {
    method: "DELETE",
    route: "/api/company/:companyId/linkedin-page",
    url: (f) => `/api/company/${f.companyId}/linkedin-page`,
    isolate: [companyLinkedinPage],
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/company/:companyId/linkedin-page/connect",
    url: (f) => `/api/company/${f.companyId}/linkedin-page/connect`,
    isolate: [socialConnectRequest],
    allowed: MANAGERS,
    okStatus: 302,
  },
  {
    method: "GET",
    route: "/api/company/linkedin-page/callback",
    url: () => "/api/company/linkedin-page/callback?code=x&state=forged",
    allowed: MANAGERS,
    okStatus: 302,
  },
];
