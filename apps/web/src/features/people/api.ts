import { blockwordEndpoints } from "@chorus/shared/blockword/blockword.endpoints";
import type { Channel } from "@chorus/shared/channel/channel.contract";
import { channelEndpoints } from "@chorus/shared/channel/channel.endpoints";
import type { Endpoint, EndpointInput, EndpointResponse } from "@chorus/shared/http/endpoint";
import { labsEndpoints } from "@chorus/shared/labs/labs.endpoints";
import { groupEndpoints } from "@chorus/shared/people/group.endpoints";
import { groupVisibilityEndpoints } from "@chorus/shared/people/group-visibility.endpoints";
import { teamEndpoints } from "@chorus/shared/people/team.endpoints";
import { userEndpoints } from "@chorus/shared/people/user.endpoints";
import type { UserListQuery } from "@chorus/shared/people/user-admin.contract";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { peopleKeys } from "./query-keys.ts";

export type UserListFilters = Partial<Omit<UserListQuery, "fromId" | "lastSortValue">>;

/** GET /api/user: keyset pages of the Users list, "Load more" fetching the next. */
export function useUserList(filters: UserListFilters) {
  return useInfiniteQuery({
    queryKey: peopleKeys.users(filters),
    initialPageParam: null as { fromId: string; lastSortValue: string } | null,
    queryFn: ({ pageParam, signal }) =>
      call(userEndpoints.list, {
        query: {
          ...filters,
          sortReverse: filters.sortReverse ? "true" : "false",
          isEmailManager: undefined,
          ...(pageParam ?? {}),
        },
        signal,
      }),
    getNextPageParam: (last) => last.next,
  });
}

export function useUserCount(filters: UserListFilters) {
  const { searchTerm, groupId, team, role, status, lastActiveFilter, userType } = filters;
  const query = { searchTerm, groupId, team, role, status, lastActiveFilter, userType };
  return useQuery({
    queryKey: peopleKeys.userCount(query),
    queryFn: ({ signal }) => call(userEndpoints.count, { query, signal }),
  });
}

export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: peopleKeys.user(userId),
    queryFn: ({ signal }) => call(userEndpoints.detail, { params: { userId }, signal }),
  });
}

export function useGroups(enabled = true) {
  return useQuery({
    queryKey: peopleKeys.groups,
    queryFn: ({ signal }) => call(groupEndpoints.list, { signal }),
    enabled,
  });
}

export function useTeams(groupId: string | null) {
  return useQuery({
    queryKey: peopleKeys.teams(groupId),
    queryFn: ({ signal }) => call(teamEndpoints.list, { query: groupId ? { groupId } : {}, signal }),
  });
}

export function useTeam(teamId: string) {
  return useQuery({
    queryKey: peopleKeys.team(teamId),
    queryFn: ({ signal }) => call(teamEndpoints.detail, { params: { teamId }, signal }),
  });
}

export function useTeamMembers(teamId: string) {
  return useQuery({
    queryKey: peopleKeys.teamMembers(teamId),
    queryFn: ({ signal }) =>
      call(teamEndpoints.members, { params: { teamId }, query: { isFull: "true" }, signal }),
  });
}

export function useGroupVisibility(groupId: string) {
  return useQuery({
    queryKey: peopleKeys.groupSetting(groupId, "visibility"),
    queryFn: ({ signal }) => call(groupVisibilityEndpoints.read, { params: { groupId }, signal }),
  });
}

export function useInvitationTemplate(groupId: string) {
  return useQuery({
    queryKey: peopleKeys.groupSetting(groupId, "template"),
    queryFn: ({ signal }) => call(groupEndpoints.invitationTemplate, { params: { groupId }, signal }),
  });
}

export function useInvitationPermission(groupId: string) {
  return useQuery({
    queryKey: peopleKeys.groupSetting(groupId, "permission"),
    queryFn: ({ signal }) => call(groupEndpoints.invitationPermission, { params: { groupId }, signal }),
  });
}

export function useDirectory(searchTerm: string, page: number) {
  return useQuery({
    queryKey: peopleKeys.directory(searchTerm, page),
    queryFn: ({ signal }) =>
      call(userEndpoints.profiles, { query: { searchTerm: searchTerm || undefined, page }, signal }),
  });
}

export function useDirectoryCount(searchTerm: string) {
  return useQuery({
    queryKey: peopleKeys.directoryCount(searchTerm),
    queryFn: ({ signal }) =>
      call(userEndpoints.profileCount, { query: { searchTerm: searchTerm || undefined }, signal }),
  });
}

export function usePreview(userId: string | null) {
  return useQuery({
    queryKey: peopleKeys.preview(userId ?? ""),
    queryFn: ({ signal }) => call(userEndpoints.preview, { params: { userid: userId ?? "" }, signal }),
    enabled: userId !== null,
  });
}

export function useCompanyLabs(companyId: string) {
  return useQuery({
    queryKey: peopleKeys.labs(companyId),
    queryFn: ({ signal }) => call(labsEndpoints.companyLabs, { params: { companyId }, signal }),
  });
}

/** GET /api/user/{userId}/labs: a user's own flags (managers). */
export function useUserLabs(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.userLabs(userId),
    queryFn: ({ signal }) => call(labsEndpoints.userLabs, { params: { userId }, signal }),
    enabled,
  });
}

/**
 * One mutation per endpoint: the call with its typed input; every people query is refreshed after
 * it, since a change to a user moves counts, groups and teams too.
 */
export function usePeopleMutation<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResponse<E>, Error, EndpointInput<E>>({
    mutationFn: (input) =>
      (call as (e: E, i: EndpointInput<E>) => Promise<EndpointResponse<E>>)(endpoint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}

export { groupEndpoints, groupVisibilityEndpoints, labsEndpoints, teamEndpoints, userEndpoints };

/** GET /api/user?groupId=: the people of the team's group, to add to the team. */
export function useTeamCandidates(teamId: string, groupId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.teamCandidates(teamId, groupId ?? null),
    queryFn: ({ signal }) => call(userEndpoints.list, { query: { groupId, pageSize: 100 }, signal }),
    enabled,
  });
}

/** GET /api/user?groupId=&isEmailManager=: the group's members to choose from, or who manages its e-mails. */
export function useGroupMembers(groupId: string, isEmailManager?: boolean) {
  return useQuery({
    queryKey: peopleKeys.groupMembers(groupId, isEmailManager ?? "all"),
    queryFn: ({ signal }) =>
      call(userEndpoints.list, {
        query: {
          groupId,
          pageSize: 100,
          ...(isEmailManager !== undefined && { isEmailManager: isEmailManager ? "true" : "false" }),
        },
        signal,
      }),
  });
}

/** GET /api/user?searchTerm=: people matching a search, for a picker. */
export function useUserSearch(searchTerm: string, groupId?: string) {
  return useQuery({
    queryKey: peopleKeys.users({ picker: searchTerm, groupId }),
    queryFn: ({ signal }) =>
      call(userEndpoints.list, {
        query: { searchTerm: searchTerm || undefined, groupId, pageSize: 20 },
        signal,
      }),
  });
}

/** GET /api/channel?list=true: every channel of the company (`everything`, managers) or those the caller sees. */
export function useChannelList(everything: boolean, enabled = true) {
  return useQuery({
    enabled,
    queryKey: peopleKeys.channels(everything),
    queryFn: ({ signal }) =>
      call(channelEndpoints.list, {
        query: { list: "true", ...(everything && { ignoreAccessibilityFilter: "true" }) },
        signal,
      }) as Promise<Channel[]>,
  });
}

/**
 * GET /api/company/{companyId}/channel/managed: every channel of the company of the page's path
 * (a smarper manages another company's from its settings), when that is not the session's.
 */
export function useCompanyManagedChannels(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.companyChannels(companyId),
    queryFn: async ({ signal }) =>
      (await call(channelEndpoints.companyManagedChannels, { params: { companyId }, signal })).channelList,
    enabled,
  });
}

/** GET /api/group/{groupId}/channel: the group's default channels. */
export function useGroupDefaultChannels(groupId: string) {
  return useQuery({
    queryKey: peopleKeys.groupSetting(groupId, "channels"),
    queryFn: ({ signal }) => call(channelEndpoints.groupDefaults, { params: { groupId }, signal }),
  });
}

/** GET /api/blockword: the company's blocked words. */
export function useBlockedWords() {
  return useQuery({
    queryKey: peopleKeys.blockwords,
    queryFn: ({ signal }) => call(blockwordEndpoints.list, { signal }),
  });
}

/** GET /api/channel/{id}/subscriber: a page of a channel's subscribers. */
export function useChannelSubscribers(channelId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: peopleKeys.subscribers(channelId, page),
    queryFn: ({ signal }) =>
      call(channelEndpoints.subscriberList, { params: { id: channelId }, query: { page, pageSize }, signal }),
  });
}

/** PUT /api/user/{userId}/role and PUT /api/user/{userId}/resetpoints, one user at a time (bulk actions). */
export const setUserRole = (
  userId: string,
  role: EndpointInput<typeof userEndpoints.setRole>["body"]["role"],
) => call(userEndpoints.setRole, { params: { userId }, body: { role } });
export const resetUserPoints = (userId: string) => call(userEndpoints.resetPoints, { params: { userId } });
