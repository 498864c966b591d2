import {
  COMPANY_DOCUMENTS,
  DOCUMENT_FILE_MAX_BYTES,
  DOCUMENT_LIBRARY_QUOTA_BYTES,
  DOCUMENT_QUOTA_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  type DocumentList,
  type DocumentUpdateBody,
  type DocumentUsage,
  documentExtensionOf,
  type LibraryDocument,
} from "@chorus/shared/document/document.contract";
import { canCurateDocument, type DocumentViewer } from "@chorus/shared/document/document.rules";
import { newObjectId } from "@chorus/shared/ids/object-id";
import type { FastifyReply, FastifyRequest } from "fastify";
import { newMediaFolder } from "../../lib/media-keys.ts";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { AppError, badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { readUpload } from "../media/index.ts";
import { loadDocumentViewer, loadReadableDocument } from "./document.policy.ts";
import { presentDocument } from "./document.presenter.ts";
import {
  type DocumentChanges,
  deleteDocument,
  groupExists,
  insertDocument,
  libraryUsage,
  listDocumentsOf,
  lockLibrary,
  updateDocument,
} from "./document.repository.ts";
import {
  checkDocumentFile,
  cleanFileName,
  contentDisposition,
  opensInline,
  titleFromFileName,
} from "./document-file.ts";

const NO_CURATION = "Documents are managed by managers, and by group admins for their groups.";

/**
 * GET /api/document?groupId=: "company" (or none) gives the company-wide documents plus the
 * viewer's own and administered groups'; a group id the company-wide ones plus that group's, for its
 * members, its admins and the managers.
 */
export async function listDocuments(
  ctx: RequestContext,
  selector: string | undefined,
): Promise<DocumentList> {
  const viewer = await loadDocumentViewer(ctx);
  let groupIds: string[];
  if (selector === undefined || selector === COMPANY_DOCUMENTS) {
    groupIds = [...(viewer.groupId ? [viewer.groupId] : []), ...viewer.administeredGroupIds];
  } else {
    if (!(await groupExists(ctx.db, ctx.companyId, selector))) throw notFound("Group not found");
    const belongs = viewer.groupId === selector || viewer.administeredGroupIds.includes(selector);
    if (!viewer.isCompanyManager && !belongs) throw forbidden("Only the group's members see its documents.");
    groupIds = [selector];
  }
  const rows = await listDocumentsOf(ctx.db, ctx.companyId, groupIds);
  return { documentList: rows.map((row) => presentDocument(viewer, row)) };
}

export async function getDocument(ctx: RequestContext, documentId: string): Promise<LibraryDocument> {
  const { document, viewer } = await loadReadableDocument(ctx, documentId);
  return presentDocument(viewer, document);
}

export async function documentUsage(ctx: RequestContext): Promise<DocumentUsage> {
  const usage = await libraryUsage(ctx.db, ctx.companyId);
  return {
    usedBytes: usage.bytes,
    documentCount: usage.documents,
    quotaBytes: DOCUMENT_LIBRARY_QUOTA_BYTES,
    maxFileBytes: DOCUMENT_FILE_MAX_BYTES,
  };
}

/** Left out: a manager's company-wide library, a group admin's only group; else it must be named. */
function defaultPlaceOf(viewer: DocumentViewer): string | null {
  if (viewer.isCompanyManager) return null;
  const [only, ...more] = viewer.administeredGroupIds;
  if (only && more.length === 0) return only;
  throw badRequest("groupId is required.");
}

async function requireGroup(ctx: RequestContext, groupId: string | null): Promise<void> {
  if (groupId !== null && !(await groupExists(ctx.db, ctx.companyId, groupId)))
    throw notFound("Group not found");
}

/**
 * POST /api/document?groupId=: one file (multipart), 20 MB at most, of the library's types (the
 * name's extension and the first bytes must agree), into the private storage; refused when the
 * company's library would pass its quota (checked under a per-company lock, so concurrent uploads
 * cannot overshoot it).
 */
export async function uploadLibraryDocument(
  ctx: RequestContext,
  deps: AppDeps,
  request: FastifyRequest,
  selector: string | undefined,
): Promise<LibraryDocument> {
  const viewer = await loadDocumentViewer(ctx);
  const groupId =
    selector === undefined ? defaultPlaceOf(viewer) : selector === COMPANY_DOCUMENTS ? null : selector;
  await requireGroup(ctx, groupId);
  if (!canCurateDocument(viewer, { groupId })) throw forbidden(NO_CURATION);

  const upload = await readUpload(request, DOCUMENT_FILE_MAX_BYTES, () => DOCUMENT_TYPE_MESSAGE);
  const fileName = cleanFileName(upload.fileName);
  const { ext, mime } = checkDocumentFile(fileName, upload.bytes);
  const key = `${newMediaFolder("documents", ctx.companyId)}/file.${ext}`;
  const storage = deps.storages.private;
  const now = new Date();
  let stored = false;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockLibrary(tx, ctx.companyId);
      const usage = await libraryUsage(tx, ctx.companyId);
      if (usage.bytes + upload.bytes.length > DOCUMENT_LIBRARY_QUOTA_BYTES)
        throw new AppError(413, "413.0", DOCUMENT_QUOTA_MESSAGE);
      await storage.put(key, upload.bytes, mime);
      stored = true;
      return insertDocument(tx, {
        id: newObjectId(now),
        companyId: ctx.companyId,
        groupId,
        title: titleFromFileName(fileName),
        description: "",
        fileName,
        mime,
        bytes: upload.bytes.length,
        storageKey: key,
        createdBy: ctx.actor.userId,
        createdAt: now,
        updatedAt: now,
      });
    });
    return presentDocument(viewer, row);
  } catch (error) {
    if (stored) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export async function editDocument(
  ctx: RequestContext,
  documentId: string,
  body: DocumentUpdateBody,
): Promise<LibraryDocument> {
  const { document, viewer } = await loadReadableDocument(ctx, documentId);
  if (!canCurateDocument(viewer, document)) throw forbidden(NO_CURATION);
  if (body.groupId !== undefined && body.groupId !== document.groupId) {
    // Moving a document needs curation where it lands too.
    await requireGroup(ctx, body.groupId);
    if (!canCurateDocument(viewer, { groupId: body.groupId })) throw forbidden(NO_CURATION);
  }
  const changes: DocumentChanges = { ...body };
  const row = await ctx.db.transaction((tx) => updateDocument(tx, ctx.companyId, documentId, changes));
  if (!row) throw notFound("Document not found");
  return presentDocument(viewer, row);
}

/** The row goes in the transaction; its file after the commit (a file left by a failed delete is never served). */
export async function removeDocument(
  ctx: RequestContext,
  deps: AppDeps,
  documentId: string,
): Promise<{ id: string; deleted: true }> {
  const { document, viewer } = await loadReadableDocument(ctx, documentId);
  if (!canCurateDocument(viewer, document)) throw forbidden(NO_CURATION);
  const row = await ctx.db.transaction((tx) => deleteDocument(tx, ctx.companyId, documentId));
  if (!row) throw notFound("Document not found");
  await deps.storages.private.delete(row.storageKey).catch((error: unknown) => {
    ctx.log.warn({ err: error, documentId }, "document file not deleted");
  });
  return { id: documentId, deleted: true };
}

/**
 * GET /api/document/{documentid}/file: the bytes, to a reader of the document only. PDFs, pictures
 * and text open in the browser (`?download=1` saves them instead); other types are downloaded. Served
 * with nosniff and, except PDFs (the browser's viewer needs scripts), a sandboxing CSP.
 */
export async function sendDocumentFile(
  ctx: RequestContext,
  deps: AppDeps,
  reply: FastifyReply,
  documentId: string,
  download: boolean,
): Promise<FastifyReply> {
  const { document } = await loadReadableDocument(ctx, documentId);
  const object = await deps.storages.private.get(document.storageKey);
  if (!object) throw notFound("Document not found");
  const ext = documentExtensionOf(document.fileName);
  const inline = !download && ext !== null && opensInline(ext);
  reply
    .header("content-type", document.mime)
    .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", document.fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, max-age=3600");
  if (ext !== "pdf") reply.header("content-security-policy", "sandbox; default-src 'none'; img-src 'self'");
  if (object.bytes !== null) reply.header("content-length", object.bytes);
  return reply.send(object.body);
}
