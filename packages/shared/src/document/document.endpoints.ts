import { defineBrowserRoute, defineEndpoint } from "../http/endpoint.ts";
import {
  documentDeletedSchema,
  documentIdParamsSchema,
  documentListQuerySchema,
  documentListSchema,
  documentUpdateBodySchema,
  documentUploadQuerySchema,
  documentUsageSchema,
  libraryDocumentSchema,
} from "./document.contract.ts";

const tag = "document";

/** The six /api/document calls. The file itself is GET /api/document/{documentid}/file (a file, not JSON). */
export const documentEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/document",
    tag,
    summary:
      "The library: groupId \"company\" (or none) gives the company-wide documents plus your groups'; a group id the company-wide ones plus that group's",
    query: documentListQuerySchema,
    response: documentListSchema,
  }),
  upload: defineEndpoint({
    method: "POST",
    path: "/api/document",
    tag,
    summary:
      "Upload a document (multipart, one file: PDF, Office, OpenDocument, text, CSV or picture, 20 MB; the library holds 1 GB) — managers, group admins in their group",
    query: documentUploadQuerySchema,
    response: libraryDocumentSchema,
  }),
  usage: defineEndpoint({
    method: "GET",
    path: "/api/document/usage",
    tag,
    summary: "How much of the company's library is used (managers and group admins)",
    response: documentUsageSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/document/{documentid}",
    tag,
    summary: "One document; 404 when it is not yours to read",
    params: documentIdParamsSchema,
    response: libraryDocumentSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/document/{documentid}",
    tag,
    summary: "Rename, describe or move a document (managers, group admins in their group)",
    params: documentIdParamsSchema,
    body: documentUpdateBodySchema,
    response: libraryDocumentSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/document/{documentid}",
    tag,
    summary: "Delete a document and its file (managers, group admins in their group)",
    params: documentIdParamsSchema,
    response: documentDeletedSchema,
  }),
};

/** The document's file itself, streamed to readers (opened in the browser or downloaded). */
export const documentBrowserRoutes = {
  file: defineBrowserRoute({
    method: "GET",
    path: "/api/document/{documentid}/file",
    params: documentIdParamsSchema,
    answers: "file",
    summary: "A library document's file, to readers of its group",
  }),
};
