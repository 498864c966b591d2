import type { LibraryDocument } from "@chorus/shared/document/document.contract";
import { documentBrowserRoutes } from "@chorus/shared/document/document.endpoints";
import { type DocumentViewer, documentAbilities } from "@chorus/shared/document/document.rules";
import { browserHref } from "@chorus/shared/http/endpoint";
import type { DocumentRow } from "./document.repository.ts";

/** The address the web opens a document at (served by GET /api/document/{documentid}/file). */
export const documentFileUrl = (id: string) =>
  browserHref(documentBrowserRoutes.file, { params: { documentid: id } });

export function presentDocument(viewer: DocumentViewer, row: DocumentRow): LibraryDocument {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    description: row.description,
    fileName: row.fileName,
    mime: row.mime,
    size: row.bytes,
    groupId: row.groupId,
    url: documentFileUrl(row.id),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    abilities: documentAbilities(viewer, row),
  };
}
