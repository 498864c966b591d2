import { newObjectId } from "@chorus/shared/ids/object-id";
import type { MailingFolder } from "@chorus/shared/mailing/mailing.contract";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import {
  deleteFolderRow,
  type FolderRow,
  findFolder,
  findFolders,
  folderNameTaken,
  insertFolder,
  renameFolderRow,
} from "./folder.repository.ts";
import { requireNewsletterEditor } from "./mailing.access.ts";

export const FOLDER_NAME_TAKEN = "A folder with this name already exists.";

const present = (row: FolderRow): MailingFolder => ({
  _id: row.id,
  name: row.name,
  campaignCount: row.campaignCount,
  createdAt: row.createdAt.toISOString(),
});

export async function listFolders(ctx: RequestContext) {
  await requireNewsletterEditor(ctx);
  return { folderList: (await findFolders(ctx.db, ctx.companyId)).map(present) };
}

export async function createFolder(ctx: RequestContext, name: string) {
  await requireNewsletterEditor(ctx);
  return ctx.db.transaction(async (tx) => {
    if (await folderNameTaken(tx, ctx.companyId, name)) throw new AppError(409, "409.0", FOLDER_NAME_TAKEN);
    const id = newObjectId();
    await insertFolder(tx, { id, companyId: ctx.companyId, name });
    const row = await findFolder(tx, ctx.companyId, id);
    if (!row) throw new Error("folder insert lost");
    return present(row);
  });
}

export async function renameFolder(ctx: RequestContext, id: string, name: string) {
  await requireNewsletterEditor(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await findFolder(tx, ctx.companyId, id))) throw notFound("Folder not found");
    if (await folderNameTaken(tx, ctx.companyId, name, id))
      throw new AppError(409, "409.0", FOLDER_NAME_TAKEN);
    await renameFolderRow(tx, ctx.companyId, id, name);
    const row = await findFolder(tx, ctx.companyId, id);
    if (!row) throw notFound("Folder not found");
    return present(row);
  });
}

/** The folder's campaigns move to no folder: none is lost. */
export async function deleteFolder(ctx: RequestContext, id: string) {
  await requireNewsletterEditor(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await deleteFolderRow(tx, ctx.companyId, id))) throw notFound("Folder not found");
    return { _id: id };
  });
}
