import { z } from "zod";
import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import {
  contentFeedBodySchema,
  contentFeedDeleteQuerySchema,
  contentFeedListSchema,
  msteamsSettingsBodySchema,
  msteamsSettingsSchema,
  msteamsTestResponseSchema,
  slackChannelListSchema,
  slackSettingsBodySchema,
  slackSettingsSchema,
  socialFeedSchema,
} from "./integrations.contract.ts";

const companyParams = z.object({ companyId: objectIdSchema });

export const msteamsEndpoints = {
  settings: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}/msteams",
    tag: "company",
    summary: "The company's Microsoft Teams settings (the webhook URL is never returned)",
    params: companyParams,
    response: msteamsSettingsSchema,
  }),
  save: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}/msteams",
    tag: "company",
    summary: "Save the Teams incoming webhook and the channels whose new posts go there",
    params: companyParams,
    body: msteamsSettingsBodySchema,
    response: msteamsSettingsSchema,
  }),
  test: defineEndpoint({
    method: "POST",
    path: "/api/company/{companyId}/msteams/test",
    tag: "company",
    summary: "Send a test Adaptive Card to the stored Teams webhook",
    params: companyParams,
    response: msteamsTestResponseSchema,
  }),
};

export const contentImportEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}/feed",
    tag: "company",
    summary: "The company's content import feeds (RSS, Atom) and their state",
    params: companyParams,
    response: contentFeedListSchema,
  }),
  save: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}/feed",
    tag: "company",
    summary: "Add (no _id) or change a content import feed; answers the company's feeds",
    params: companyParams,
    body: contentFeedBodySchema,
    response: contentFeedListSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/company/{companyId}/feed",
    tag: "company",
    summary: "Remove a content import feed (its imported posts stay); answers the company's feeds",
    params: companyParams,
    query: contentFeedDeleteQuerySchema,
    response: contentFeedListSchema,
  }),
};

export const slackEndpoints = {
  settings: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}/slack",
    tag: "company",
    summary: "The company's Slack installation (never its token)",
    params: companyParams,
    response: slackSettingsSchema,
  }),
  save: defineEndpoint({
    method: "PUT",
    path: "/api/company/{companyId}/slack",
    tag: "company",
    summary: "Choose the Slack channel, the post channels sent there and the daily summary",
    params: companyParams,
    body: slackSettingsBodySchema,
    response: slackSettingsSchema,
  }),
  uninstall: defineEndpoint({
    method: "DELETE",
    path: "/api/company/{companyId}/slack",
    tag: "company",
    summary: "Forget the company's Slack installation and its token",
    params: companyParams,
    response: slackSettingsSchema,
  }),
  channels: defineEndpoint({
    method: "GET",
    path: "/api/company/{companyId}/slack/channels",
    tag: "company",
    summary: "The public Slack channels of the installed workspace (conversations.list)",
    params: companyParams,
    response: slackChannelListSchema,
  }),
};

export const socialFeedEndpoints = {
  feed: defineEndpoint({
    method: "GET",
    path: "/api/social-feed",
    tag: "company",
    summary: "The company's recent posts on its connected LinkedIn page, or an empty state",
    response: socialFeedSchema,
  }),
};

/** Slack's OAuth v2 install: the browser goes to Slack and comes back to the callback. */
export const slackBrowserRoutes = {
  install: defineBrowserRoute({
    method: "GET",
    path: "/api/slack/install",
    answers: "redirect",
    summary:
      "Add to Slack: redirects to Slack's OAuth v2 authorize page (state signed, bound to the session)",
  }),
  callback: defineBrowserRoute({
    method: "GET",
    path: "/api/slack/oauth/callback",
    answers: "redirect",
    summary: "Slack returns here with the code; the bot token is sealed and the browser sent to the settings",
  }),
};
