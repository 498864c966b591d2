import { type Endpoint, type EndpointResponse, endpointPath } from "@chorus/shared/http/endpoint";
import { CSRF_HEADER, ERROR_CODE_HEADER } from "@chorus/shared/session/session.contract";
import { ApiError, ERROR_CODE } from "../../api/api-error.ts";
import { api } from "../../api/client.ts";

export type UploadProgress = (fraction: number) => void;

interface XhrResult {
  status: number;
  code: string | null;
  body: unknown;
}

function send(path: string, file: File, token: string, onProgress?: UploadProgress): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: keep the text
      }
      resolve({ status: xhr.status, code: xhr.getResponseHeader(ERROR_CODE_HEADER), body });
    };
    xhr.onerror = () => reject(new ApiError(0, null, "Network error"));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

async function token(): Promise<string> {
  const known = api.csrfToken();
  if (known) return known;
  await api.probeSession();
  const fresh = api.csrfToken();
  if (!fresh) throw new ApiError(0, null, "Could not get new CSRF token");
  return fresh;
}

/**
 * POST a file as multipart field `file` to an upload endpoint, reporting upload progress (fetch
 * cannot). The CSRF token comes from the shared client; an expired one is refreshed once, as the
 * client does.
 */
export async function uploadFile<E extends Endpoint>(
  endpoint: E,
  file: File,
  onProgress?: UploadProgress,
): Promise<EndpointResponse<E>> {
  const path = endpointPath(endpoint);
  let result = await send(path, file, await token(), onProgress);
  if (result.status === 403 && result.code === ERROR_CODE.csrfExpired) {
    await api.probeSession();
    result = await send(path, file, await token(), onProgress);
  }
  if (result.status >= 200 && result.status < 300) return result.body as EndpointResponse<E>;
  const record = (typeof result.body === "object" && result.body ? result.body : {}) as Record<
    string,
    unknown
  >;
  throw new ApiError(
    result.status,
    result.code ?? (typeof record.code === "string" ? record.code : null),
    typeof record.message === "string" ? record.message : `Upload failed with status ${result.status}`,
  );
}
