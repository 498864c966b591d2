import { commentEndpoints } from "@chorus/shared/comment/comment.endpoints";
import type { ResourceCreateBody, ResourceUpdateBody } from "@chorus/shared/resource/resource.contract";
import { resourceEndpoints } from "@chorus/shared/resource/resource.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { resourceKeys } from "./query-keys.ts";

/** GET /api/resource?groupId=: the company-wide resources ("company") or a group's. */
export function useResources(groupId: string) {
  return useQuery({
    queryKey: resourceKeys.list(groupId),
    queryFn: ({ signal }) => call(resourceEndpoints.list, { query: { groupId }, signal }),
  });
}

function useInvalidateResources() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKeys.all });
}

/** POST /api/resource or PUT /api/resource/{resourceId}. */
export function useSaveResource() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: ({
      resourceId,
      body,
    }: {
      resourceId: string | null;
      body: ResourceCreateBody & ResourceUpdateBody;
    }) =>
      resourceId === null
        ? call(resourceEndpoints.create, { body })
        : call(resourceEndpoints.update, { params: { resourceId }, body }),
    onSettled: invalidate,
  });
}

/** DELETE /api/resource/{resourceId}. */
export function useDeleteResource() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: (resourceId: string) => call(resourceEndpoints.remove, { params: { resourceId } }),
    onSettled: invalidate,
  });
}

/** GET /api/comment?objectType=resource: a resource's comments. */
export function useResourceComments(resourceId: string, enabled: boolean) {
  return useQuery({
    queryKey: resourceKeys.comments(resourceId),
    queryFn: ({ signal }) =>
      call(commentEndpoints.list, { query: { objectId: resourceId, objectType: "resource" }, signal }),
    enabled,
  });
}

/** POST /api/comment on a resource; DELETE /api/comment/{commentId}. */
export function useResourceCommentWrites(resourceId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all });
  const add = useMutation({
    mutationFn: (text: string) =>
      call(commentEndpoints.create, { body: { objectId: resourceId, objectType: "resource", text } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (commentId: string) => call(commentEndpoints.remove, { params: { commentId } }),
    onSettled: refresh,
  });
  return { add, remove };
}
