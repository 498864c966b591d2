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
