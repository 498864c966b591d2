import type {
  AnalyticsFilter,
  EmvSettingsBody,
  PostSortKey,
  UserSortKey,
} from "@chorus/shared/analytics/analytics.contract";
import { analyticsEndpoints as endpoints } from "@chorus/shared/analytics/analytics.endpoints";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, endpointUrl } from "../../api/call.ts";

/** Query keys of analytics: everything under ["analytics"]. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  auth: ["analytics", "auth"] as const,
  overview: (f: AnalyticsFilter) => ["analytics", "overview", f] as const,
  posts: (q: TableQuery<PostSortKey>) => ["analytics", "posts", q] as const,
  users: (q: TableQuery<UserSortKey>) => ["analytics", "users", q] as const,
  channels: (f: AnalyticsFilter) => ["analytics", "channels", f] as const,
  campaigns: (f: AnalyticsFilter) => ["analytics", "campaigns", f] as const,
  companies: (f: AnalyticsFilter) => ["analytics", "companies", f] as const,
  emv: ["analytics", "emv"] as const,
};

export type TableQuery<Sort extends string> = AnalyticsFilter & {
  sort: Sort;
  order: "asc" | "desc";
  limit: number;
  offset: number;
};

/** The filter as a query: empty group or channel left out. */
const filterQuery = (f: AnalyticsFilter) => ({
  from: f.from,
  to: f.to,
  ...(f.groupId ? { groupId: f.groupId } : {}),
  ...(f.channelId ? { channelId: f.channelId } : {}),
});

export function useAnalyticsAuth() {
  return useQuery({
    queryKey: analyticsKeys.auth,
    queryFn: ({ signal }) => call(endpoints.auth, { signal }),
  });
}

export function useOverview(filter: AnalyticsFilter) {
  return useQuery({
    queryKey: analyticsKeys.overview(filter),
    queryFn: ({ signal }) => call(endpoints.overview, { query: filterQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePostAnalytics(query: TableQuery<PostSortKey>) {
  return useQuery({
    queryKey: analyticsKeys.posts(query),
    queryFn: ({ signal }) =>
      call(endpoints.posts, {
        query: {
          ...filterQuery(query),
          sort: query.sort,
          order: query.order,
          limit: query.limit,
          offset: query.offset,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUserAnalytics(query: TableQuery<UserSortKey>) {
  return useQuery({
    queryKey: analyticsKeys.users(query),
    queryFn: ({ signal }) =>
      call(endpoints.users, {
        query: {
          ...filterQuery(query),
          sort: query.sort,
          order: query.order,
          limit: query.limit,
          offset: query.offset,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useChannelInsight(filter: AnalyticsFilter) {
  return useQuery({
    queryKey: analyticsKeys.channels(filter),
    queryFn: ({ signal }) =>
      call(endpoints.channelInsight, { query: { from: filter.from, to: filter.to }, signal }),
  });
}

export function useCampaignInsight(filter: AnalyticsFilter) {
  return useQuery({
    queryKey: analyticsKeys.campaigns(filter),
    queryFn: ({ signal }) =>
      call(endpoints.campaignChannelInsight, { query: { from: filter.from, to: filter.to }, signal }),
  });
}

export function useCompanyAnalytics(filter: AnalyticsFilter, enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.companies(filter),
    queryFn: ({ signal }) =>
      call(endpoints.companies, { query: { from: filter.from, to: filter.to }, signal }),
    enabled,
  });
}

export function useEmvSettings() {
  return useQuery({
    queryKey: analyticsKeys.emv,
    queryFn: ({ signal }) => call(endpoints.emvSettings, { signal }),
  });
}

/** Saving rates revalues every figure: all analytics queries are refetched. */
export function useSaveEmvSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmvSettingsBody) => call(endpoints.saveEmvSettings, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.all }),
  });
}

/** The download URL of a table's export (the browser fetches it with the session cookie). */
export function exportUrl(
  table: "posts" | "users",
  query: TableQuery<string>,
  format: "csv" | "xlsx",
): string {
  const q = { ...filterQuery(query), sort: query.sort, order: query.order, format };
  return table === "posts"
    ? endpointUrl(endpoints.postsExport, { query: q as never })
    : endpointUrl(endpoints.usersExport, { query: q as never });
}
