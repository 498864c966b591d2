import { blockwordEndpoints } from "@chorus/shared/blockword/blockword.endpoints";
import { campaignEndpoints } from "@chorus/shared/campaign/campaign.endpoints";
import { mediaEndpoints } from "@chorus/shared/media/media.endpoints";
import { postEndpoints } from "@chorus/shared/post/post.endpoints";
import type { PostCreateBody, PostUpdateBody } from "@chorus/shared/post/post-write.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { postKeys } from "../../api/post-keys.ts";
import { type UploadProgress, uploadFile } from "./upload.ts";

export const editorKeys = {
  campaigns: ["campaign"] as const,
  linkPreview: (url: string) => ["media", "linkPreview", url] as const,
};

/** GET /api/campaign. */
export function useCampaigns() {
  return useQuery({
    queryKey: editorKeys.campaigns,
    queryFn: ({ signal }) => call(campaignEndpoints.list, { signal }),
    staleTime: 60_000,
  });
}

/** POST /api/campaign: create (or update) a campaign with a name and a colour. */
export function useUpsertCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { _id?: string; name: string; color: string }) =>
      call(campaignEndpoints.upsert, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.campaigns }),
  });
}

/** POST /api/blockword/validate: the first blocked word of a text, if any. */
export const validateBlockedWords = (text: string) => call(blockwordEndpoints.validate, { body: { text } });

/** GET /api/media/link-preview (only for links longer than 5 characters; the caller debounces). */
export function useLinkPreview(url: string, enabled: boolean) {
  return useQuery({
    queryKey: editorKeys.linkPreview(url),
    queryFn: ({ signal }) => call(mediaEndpoints.linkPreview, { query: { url }, signal }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export const uploadImage = (file: File, onProgress?: UploadProgress) =>
  uploadFile(mediaEndpoints.uploadImage, file, onProgress);
export const uploadVideo = (file: File, onProgress?: UploadProgress) =>
  uploadFile(mediaEndpoints.uploadVideo, file, onProgress);
export const uploadDocument = (file: File, onProgress?: UploadProgress) =>
  uploadFile(mediaEndpoints.uploadDocument, file, onProgress);

function invalidatePosts(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: postKeys.all });
  void queryClient.invalidateQueries({ queryKey: postKeys.counters });
}

/** POST /api/post3 or PUT /api/post3/{postId}; every feed and counter refreshes afterwards. */
export function useSavePost(postId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostCreateBody | PostUpdateBody) =>
      postId
        ? call(postEndpoints.update, { params: { postId }, body: body as PostUpdateBody })
        : call(postEndpoints.create, { body: body as PostCreateBody }),
    onSuccess: (result) => {
      queryClient.setQueryData(postKeys.detail(result.post._id), result.post);
      invalidatePosts(queryClient);
    },
  });
}
