import type { digestSettingsBodySchema } from "@chorus/shared/mailing/digest.contract";
import type {
  MailingBlock,
  MailingCampaign,
  RecipientEntityType,
} from "@chorus/shared/mailing/mailing.contract";
import { mailingEndpoints as endpoints } from "@chorus/shared/mailing/mailing.endpoints";
import { postEndpoints } from "@chorus/shared/post/post.endpoints";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../api/call.ts";
import { postKeys } from "../../api/post-keys.ts";
import { mailingKeys } from "./query-keys.ts";

export function useMailingAuth() {
  return useQuery({ queryKey: mailingKeys.auth, queryFn: ({ signal }) => call(endpoints.auth, { signal }) });
}

export function useFolders() {
  return useQuery({
    queryKey: mailingKeys.folders,
    queryFn: ({ signal }) => call(endpoints.listFolders, { signal }),
  });
}

export function useCampaigns(folderId: string | undefined, searchTerm: string) {
  return useQuery({
    queryKey: mailingKeys.campaigns(folderId, searchTerm),
    queryFn: ({ signal }) =>
      call(endpoints.listCampaigns, {
        query: {
          ...(folderId ? { folderId } : {}),
          ...(searchTerm.trim() ? { searchTerm: searchTerm.trim() } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A campaign; while it is going out it is read again every few seconds (its counts move). */
export function useCampaign(id: string) {
  return useQuery({
    queryKey: mailingKeys.campaign(id),
    queryFn: ({ signal }) => call(endpoints.getCampaign, { params: { campaignId: id }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "sending" || status === "scheduled" ? 5_000 : false;
    },
  });
}

export function useBounced(id: string, enabled: boolean) {
  return useQuery({
    queryKey: mailingKeys.bounced(id),
    queryFn: ({ signal }) => call(endpoints.bouncedOfCampaign, { params: { campaignId: id }, signal }),
    enabled,
  });
}

function useMailingMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailingKeys.all }),
  });
}

export const useCreateFolder = () =>
  useMailingMutation((name: string) => call(endpoints.createFolder, { body: { name } }));
export const useRenameFolder = () =>
  useMailingMutation(({ id, name }: { id: string; name: string }) =>
    call(endpoints.renameFolder, { params: { folderId: id }, body: { name } }),
  );
export const useDeleteFolder = () =>
  useMailingMutation((id: string) => call(endpoints.deleteFolder, { params: { folderId: id } }));

export const useCreateCampaign = () =>
  useMailingMutation((body: { name: string; folderId?: string | null; copyOfCampaignId?: string }) =>
    call(endpoints.createCampaign, { body }),
  );
export const useUpdateCampaign = () =>
  useMailingMutation(
    ({
      id,
      ...body
    }: {
      id: string;
      name?: string;
      subject?: string;
      preheader?: string;
      senderName?: string;
      blocks?: MailingBlock[];
      mailingListIdList?: string[];
    }) => call(endpoints.updateCampaign, { params: { campaignId: id }, body }),
  );
export const useDeleteCampaign = () =>
  useMailingMutation((id: string) => call(endpoints.deleteCampaign, { params: { campaignId: id } }));
export const useMoveCampaign = () =>
  useMailingMutation(({ id, folderId }: { id: string; folderId: string | null }) =>
    call(endpoints.moveCampaign, { params: { campaignId: id }, body: { folderId } }),
  );
export const useSendCampaign = () =>
  useMailingMutation(
    ({ id, scheduledAt, testToMe }: { id: string; scheduledAt?: string | null; testToMe?: boolean }) =>
      call(endpoints.sendCampaign, {
        params: { campaignId: id },
        body: { ...(scheduledAt ? { scheduledAt } : {}), ...(testToMe ? { testToMe } : {}) },
      }),
  );
export const useCancelCampaign = () =>
  useMailingMutation((id: string) => call(endpoints.cancelCampaign, { params: { campaignId: id } }));

export function useMailingLists() {
  return useQuery({
    queryKey: mailingKeys.lists,
    queryFn: ({ signal }) => call(endpoints.listLists, { signal }),
  });
}
export function useRecipients(listId: string | null) {
  return useQuery({
    queryKey: mailingKeys.recipients(listId ?? ""),
    queryFn: ({ signal }) =>
      call(endpoints.listRecipients, { params: { mailingListId: listId ?? "" }, signal }),
    enabled: listId !== null,
  });
}
export const useCreateList = () =>
  useMailingMutation((name: string) => call(endpoints.createList, { body: { name } }));
export const useDeleteList = () =>
  useMailingMutation((id: string) => call(endpoints.deleteList, { params: { mailingListId: id } }));
export const useAddRecipient = () =>
  useMailingMutation(
    ({
      listId,
      ...body
    }: {
      listId: string;
      entityType: RecipientEntityType;
      entityId?: string;
      email?: string;
    }) => call(endpoints.addRecipient, { params: { mailingListId: listId }, body }),
  );

export function useRecipientSearch(term: string) {
  return useQuery({
    queryKey: mailingKeys.search(term),
    queryFn: ({ signal }) => call(endpoints.search, { query: { searchTerm: term }, signal }),
    enabled: term.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** The live preview: the server renders what is being edited (debounced by the caller). */
export function usePreview(content: { subject: string; preheader: string; blocks: MailingBlock[] }) {
  return useQuery({
    queryKey: mailingKeys.preview(content),
    queryFn: ({ signal }) => call(endpoints.preview, { body: content, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Published posts matching a search, for the post block's picker. */
export function usePostSearch(q: string) {
  return useQuery({
    queryKey: postKeys.picker("mailing-picker", q),
    queryFn: ({ signal }) =>
      call(postEndpoints.feed, {
        query: { type: "published", pageSize: 20, ...(q.trim() ? { q: q.trim() } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDigestGroups() {
  return useQuery({
    queryKey: mailingKeys.digestGroups,
    queryFn: ({ signal }) => call(endpoints.digestGroups, { signal }),
  });
}
export const useSaveDigest = () =>
  useMailingMutation(({ groupId, ...body }: { groupId: string } & z.input<typeof digestSettingsBodySchema>) =>
    call(endpoints.putDigest, { params: { groupId }, body }),
  );

export type { MailingCampaign };
