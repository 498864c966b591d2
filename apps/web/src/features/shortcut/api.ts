import type { ShortcutCreateBody, ShortcutUpdateBody } from "@chorus/shared/shortcut/shortcut.contract";
import { shortcutEndpoints } from "@chorus/shared/shortcut/shortcut.endpoints";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { shortcutKeys } from "./query-keys.ts";

/** GET /api/shortcuts?platform=web: the company's shortcuts, then the user's group's (the sidebar). */
export function useMyShortcuts() {
  return useQuery({
    queryKey: shortcutKeys.mine("web"),
    queryFn: ({ signal }) => call(shortcutEndpoints.list, { query: { platform: "web" }, signal }),
  });
}

/** GET /api/shortcuts/group/{groupId}: one place's list, for editing ("company" or a group id). */
export function usePlaceShortcuts(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: shortcutKeys.place(groupId),
    queryFn: ({ signal }) => call(shortcutEndpoints.groupList, { params: { groupId }, query: {}, signal }),
    enabled,
  });
}

/** GET /api/shortcuts/icons: the icon set by prefix, paged by nextIcon. */
export function useIconSearch(prefix: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: shortcutKeys.icons(prefix),
    queryFn: ({ pageParam, signal }) =>
      call(shortcutEndpoints.icons, {
        query: { prefix: prefix || undefined, limit: 48, nextIcon: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextIcon,
    enabled,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shortcutKeys.all });
}

/** POST or PUT a shortcut of a place ("company" uses the company routes). */
export function useSaveShortcut(groupId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      shortcutId,
      body,
    }: {
      shortcutId: string | null;
      body: ShortcutCreateBody & ShortcutUpdateBody;
    }) => {
      if (groupId === "company")
        return shortcutId === null
          ? call(shortcutEndpoints.create, { body })
          : call(shortcutEndpoints.update, { params: { shortcutId }, body });
      return shortcutId === null
        ? call(shortcutEndpoints.groupCreate, { params: { groupId }, body })
        : call(shortcutEndpoints.groupUpdate, { params: { groupId, shortcutId }, body });
    },
    onSettled: invalidate,
  });
}

export function useDeleteShortcut(groupId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (shortcutId: string) =>
      groupId === "company"
        ? call(shortcutEndpoints.remove, { params: { shortcutId } })
        : call(shortcutEndpoints.groupRemove, { params: { groupId, shortcutId } }),
    onSettled: invalidate,
  });
}

/** PUT /api/shortcuts/group/{groupId}/reorder with every id of the place. */
export function useReorderShortcuts(groupId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (shortcutIdList: string[]) =>
      call(shortcutEndpoints.groupReorder, { params: { groupId }, body: { shortcutIdList } }),
    onSettled: invalidate,
  });
}
