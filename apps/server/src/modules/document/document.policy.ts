import { isManager } from "@chorus/shared/access/roles";
import { canReadDocument, type DocumentViewer } from "@chorus/shared/document/document.rules";
import type { RequestContext } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import {
  type DocumentRow,
  findAdministeredGroupIds,
  findDocument,
  findUserGroupId,
} from "./document.repository.ts";

/** The viewer facts of the library rules, read once per request; group-admin powers follow the active role. */
export async function loadDocumentViewer(ctx: RequestContext): Promise<DocumentViewer> {
  const { db, companyId, actor } = ctx;
  const [groupId, administeredGroupIds] = await Promise.all([
    findUserGroupId(db, companyId, actor.userId),
    actor.role === "group_admin"
      ? findAdministeredGroupIds(db, companyId, actor.userId)
      : Promise.resolve([]),
  ]);
  return { isCompanyManager: isManager(actor.role), groupId, administeredGroupIds };
}

/** The document if this actor may read it; else 404 (another tenant's, or another group's), so its existence is not told. */
export async function loadReadableDocument(
  ctx: RequestContext,
  documentId: string,
): Promise<{ document: DocumentRow; viewer: DocumentViewer }> {
  const [row, viewer] = await Promise.all([
    findDocument(ctx.db, ctx.companyId, documentId),
    loadDocumentViewer(ctx),
  ]);
  if (!row || !canReadDocument(viewer, row)) throw notFound("Document not found");
  return { document: row, viewer };
}
