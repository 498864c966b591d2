import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import {
  analyticsAuthSchema,
  analyticsFilterSchema,
  campaignChannelInsightSchema,
  channelInsightSchema,
  companyAnalyticsSchema,
  dashboardListSchema,
  emvSettingsBodySchema,
  emvSettingsSchema,
  insightQuerySchema,
  overviewSchema,
  postAnalyticsPageSchema,
  postAnalyticsQuerySchema,
  postExportQuerySchema,
  userAnalyticsPageSchema,
  userAnalyticsQuerySchema,
  userExportQuerySchema,
  videoStreamQuerySchema,
  videoStreamSchema,
} from "./analytics.contract.ts";

/** The catalogue's Analytics calls and what the analytics screens need. */
export const analyticsEndpoints = {
  dashboards: defineEndpoint({
    method: "GET",
    path: "/api/analytics/dashboards",
    summary:
      "The analytics dashboards the caller may open (overview, posts, users; smarper for provider staff)",
    response: dashboardListSchema,
  }),
  auth: defineEndpoint({
    method: "GET",
    path: "/api/analytics/auth",
    summary: "What the caller's analytics cover: the company, their groups or their channels",
    response: analyticsAuthSchema,
  }),
  videostream: defineEndpoint({
    method: "GET",
    path: "/api/analytics/videostream",
    summary: "Record a play of a post's video (once per viewer, post and day) and answer its play count",
    query: videoStreamQuerySchema,
    response: videoStreamSchema,
  }),
  channelInsight: defineEndpoint({
    method: "GET",
    path: "/api/analytics/insight/post/channel",
    summary:
      "Per channel: posts published between from and to, their views, reads, likes, comments, shares, clicks and EMV",
    query: insightQuerySchema,
    response: channelInsightSchema,
  }),
  campaignChannelInsight: defineEndpoint({
    method: "GET",
    path: "/api/analytics/insight/post/campaign/channel",
    summary: "Per campaign and channel: posts published between from and to and their figures",
    query: insightQuerySchema,
    response: campaignChannelInsightSchema,
  }),
  overview: defineEndpoint({
    method: "GET",
    path: "/api/analytics/overview",
    summary: "Totals, shares per network with EMV, the adoption funnel and the daily series of a range",
    query: analyticsFilterSchema,
    response: overviewSchema,
  }),
  posts: defineEndpoint({
    method: "GET",
    path: "/api/analytics/posts",
    summary: "Posts published in the range with their figures to date, sorted and paged",
    query: postAnalyticsQuerySchema,
    response: postAnalyticsPageSchema,
  }),
  postsExport: defineEndpoint({
    method: "GET",
    path: "/api/analytics/posts/export",
    summary: "The posts table of a range as CSV (formula-safe) or XLSX",
    query: postExportQuerySchema,
    response: z.string().describe("CSV or XLSX file"),
  }),
  users: defineEndpoint({
    method: "GET",
    path: "/api/analytics/users",
    summary: "Users' shares, clicks, EMV, points and activity in the range, sorted and paged",
    query: userAnalyticsQuerySchema,
    response: userAnalyticsPageSchema,
  }),
  usersExport: defineEndpoint({
    method: "GET",
    path: "/api/analytics/users/export",
    summary: "The users table of a range as CSV (formula-safe) or XLSX",
    query: userExportQuerySchema,
    response: z.string().describe("CSV or XLSX file"),
  }),
  companies: defineEndpoint({
    method: "GET",
    path: "/api/analytics/companies",
    summary: "Every company's adoption and results in the range (provider staff)",
    query: insightQuerySchema,
    response: companyAnalyticsSchema,
  }),
  emvSettings: defineEndpoint({
    method: "GET",
    path: "/api/analytics/emv",
    summary:
      "The company's earned media value rates per network (defaults where none is set) and the formula",
    response: emvSettingsSchema,
  }),
  saveEmvSettings: defineEndpoint({
    method: "PUT",
    path: "/api/analytics/emv",
    summary: "Set the company's EMV currency and rates per network (networks left out use the defaults)",
    body: emvSettingsBodySchema,
    response: emvSettingsSchema,
  }),
};
