import type { DocumentUpdateBody, LibraryDocument } from "@chorus/shared/document/document.contract";
import { documentEndpoints } from "@chorus/shared/document/document.endpoints";
import { CSRF_HEADER, ERROR_CODE_HEADER } from "@chorus/shared/session/session.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, ERROR_CODE } from "../../api/api-error.ts";
import { call, endpointUrl } from "../../api/call.ts";
import { api } from "../../api/client.ts";
import { documentKeys } from "./query-keys.ts";

/** GET /api/document?groupId=: the company-wide documents ("company") plus a group's. */
export function useDocuments(groupId: string) {
  return useQuery({
    queryKey: documentKeys.list(groupId),
    queryFn: ({ signal }) => call(documentEndpoints.list, { query: { groupId }, signal }),
  });
}

/** GET /api/document/usage (curators). */
export function useDocumentUsage(enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.usage(),
    queryFn: ({ signal }) => call(documentEndpoints.usage, { signal }),
    enabled,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.all });
}

async function postFile(url: string, file: File): Promise<Response> {
  if (!api.csrfToken()) await api.probeSession();
  const form = new FormData();
  form.append("file", file, file.name);
  return fetch(url, {
    method: "POST",
    credentials: "include",
    headers: {
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      [CSRF_HEADER]: api.csrfToken() ?? "",
    },
    body: form,
  });
}

/** POST /api/document?groupId= as multipart (one file); an expired CSRF token is refreshed once. */
export async function uploadLibraryDocument(groupId: string, file: File): Promise<LibraryDocument> {
  const url = endpointUrl(documentEndpoints.upload, { query: { groupId } });
  let response = await postFile(url, file);
  if (response.status === 403 && response.headers.get(ERROR_CODE_HEADER) === ERROR_CODE.csrfExpired) {
    await api.probeSession();
    response = await postFile(url, file);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return body as unknown as LibraryDocument;
  throw new ApiError(
    response.status,
    response.headers.get(ERROR_CODE_HEADER) ?? (typeof body.code === "string" ? body.code : null),
    typeof body.message === "string" ? body.message : `Upload failed with status ${response.status}`,
  );
}

export function useUploadDocument(groupId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => uploadLibraryDocument(groupId, file),
    onSettled: invalidate,
  });
}

export function useUpdateDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ documentid, body }: { documentid: string; body: DocumentUpdateBody }) =>
      call(documentEndpoints.update, { params: { documentid }, body }),
    onSettled: invalidate,
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (documentid: string) => call(documentEndpoints.remove, { params: { documentid } }),
    onSettled: invalidate,
  });
}
