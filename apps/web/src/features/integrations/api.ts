import type {
  ContentFeedBody,
  MsteamsSettingsBody,
  SlackSettingsBody,
} from "@chorus/shared/integrations/integrations.contract";
import {
  contentImportEndpoints,
  msteamsEndpoints,
  slackEndpoints,
  socialFeedEndpoints,
} from "@chorus/shared/integrations/integrations.endpoints";
import { linkedinPageEndpoints } from "@chorus/shared/social-feed/linkedin-page.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";

/** Query keys of the integrations screens. */
export const integrationKeys = {
  msteams: (companyId: string) => ["integrations", companyId, "msteams"] as const,
  slack: (companyId: string) => ["integrations", companyId, "slack"] as const,
  slackChannels: (companyId: string) => ["integrations", companyId, "slack", "channels"] as const,
  feeds: (companyId: string) => ["integrations", companyId, "feeds"] as const,
  socialFeed: ["integrations", "social-feed"] as const,
};

export function useMsteams(companyId: string) {
  return useQuery({
    queryKey: integrationKeys.msteams(companyId),
    queryFn: ({ signal }) => call(msteamsEndpoints.settings, { params: { companyId }, signal }),
  });
}

export function useSaveMsteams(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MsteamsSettingsBody) => call(msteamsEndpoints.save, { params: { companyId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(integrationKeys.msteams(companyId), saved),
  });
}

export function useTestMsteams(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(msteamsEndpoints.test, { params: { companyId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.msteams(companyId) }),
  });
}

export function useSlack(companyId: string) {
  return useQuery({
    queryKey: integrationKeys.slack(companyId),
    queryFn: ({ signal }) => call(slackEndpoints.settings, { params: { companyId }, signal }),
  });
}

export function useSlackChannels(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.slackChannels(companyId),
    queryFn: ({ signal }) => call(slackEndpoints.channels, { params: { companyId }, signal }),
    enabled,
  });
}

export function useSaveSlack(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlackSettingsBody) => call(slackEndpoints.save, { params: { companyId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(integrationKeys.slack(companyId), saved),
  });
}

export function useUninstallSlack(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(slackEndpoints.uninstall, { params: { companyId } }),
    onSuccess: (saved) => queryClient.setQueryData(integrationKeys.slack(companyId), saved),
  });
}

export function useContentFeeds(companyId: string) {
  return useQuery({
    queryKey: integrationKeys.feeds(companyId),
    queryFn: ({ signal }) => call(contentImportEndpoints.list, { params: { companyId }, signal }),
  });
}

export function useSaveContentFeed(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentFeedBody) => call(contentImportEndpoints.save, { params: { companyId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(integrationKeys.feeds(companyId), saved),
  });
}

export function useDeleteContentFeed(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string) =>
      call(contentImportEndpoints.remove, { params: { companyId }, query: { _id: feedId } }),
    onSuccess: (saved) => queryClient.setQueryData(integrationKeys.feeds(companyId), saved),
  });
}

export function useSocialFeed() {
  return useQuery({
    queryKey: integrationKeys.socialFeed,
    queryFn: ({ signal }) => call(socialFeedEndpoints.feed, { signal }),
  });
}

export const linkedinPageKey = (companyId: string) => ["integrations", companyId, "linkedin-page"] as const;

/** The company's LinkedIn page connection (admins only). */
export function useLinkedinPage(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: linkedinPageKey(companyId),
    queryFn: ({ signal }) => call(linkedinPageEndpoints.get, { params: { companyId }, signal }),
    enabled,
  });
}

export function useLinkedinPageOrganizations(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...linkedinPageKey(companyId), "organizations"],
    queryFn: ({ signal }) => call(linkedinPageEndpoints.organizations, { params: { companyId }, signal }),
    enabled,
  });
}

export function useChooseLinkedinPage(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationUrn: string) =>
      call(linkedinPageEndpoints.choose, { params: { companyId }, body: { organizationUrn } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: linkedinPageKey(companyId) });
      void queryClient.invalidateQueries({ queryKey: integrationKeys.socialFeed });
    },
  });
}

export function useDisconnectLinkedinPage(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(linkedinPageEndpoints.disconnect, { params: { companyId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: linkedinPageKey(companyId) });
      void queryClient.invalidateQueries({ queryKey: integrationKeys.socialFeed });
    },
  });
}
