import { newObjectId } from "@chorus/shared/ids/object-id";
import { MEGABYTE } from "@chorus/shared/media/image.rules";
import type { UploadedDocument } from "@chorus/shared/media/media.contract";
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import type { RequestContext } from "../../platform/context.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { newMediaFolder } from "../../platform/storage/media-keys.ts";
import type { MediaDeps } from "./media.deps.ts";
import { insertMediaFile } from "./media.repository.ts";
import { readUpload } from "./upload.ts";

export const DOCUMENT_MAX_BYTES = 20 * MEGABYTE;
export const DOCUMENT_MAX_PAGES = 30;
/** Page images are rendered about this wide: sharp on a phone, small enough for the slideshow. */
const PAGE_WIDTH = 1200;
export const DOCUMENT_TYPE_MESSAGE = "Documents must be PDF files with a maximum file size of 20 MB.";
export const DOCUMENT_READ_MESSAGE = "The PDF could not be read.";

type MupdfModule = typeof import("mupdf");
let mupdfModule: Promise<MupdfModule> | undefined;
/** mupdf compiles its WASM on import (~100 ms): only when the first document arrives. */
const loadMupdf = () => {
  mupdfModule ??= import("mupdf");
  return mupdfModule;
};

interface RenderedPage {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** The title from the PDF's metadata and the first 30 pages as JPEG images. */
async function renderPdf(
  bytes: Buffer,
): Promise<{ title: string; pageCount: number; pages: RenderedPage[] }> {
  const mupdf = await loadMupdf();
  let doc: InstanceType<MupdfModule["Document"]>;
  try {
    doc = mupdf.Document.openDocument(bytes, "application/pdf");
  } catch {
    throw badRequest(DOCUMENT_READ_MESSAGE);
  }
  try {
    if (doc.needsPassword()) throw badRequest("Password-protected PDF files are not supported.");
    const pageCount = doc.countPages();
    if (pageCount < 1) throw badRequest(DOCUMENT_READ_MESSAGE);
    const pages: RenderedPage[] = [];
    for (let i = 0; i < Math.min(pageCount, DOCUMENT_MAX_PAGES); i++) {
      const page = doc.loadPage(i);
      const [x0, , x1] = page.getBounds();
      const scale = Math.min(3, PAGE_WIDTH / Math.max(1, x1 - x0));
      const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
      const png = Buffer.from(pixmap.asPNG());
      const { data, info } = await sharp(png).jpeg({ quality: 82 }).toBuffer({ resolveWithObject: true });
      pages.push({ jpeg: data, width: info.width, height: info.height });
      pixmap.destroy();
      page.destroy();
    }
    return { title: doc.getMetaData("info:Title")?.trim() ?? "", pageCount, pages };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(DOCUMENT_READ_MESSAGE);
  } finally {
    doc.destroy();
  }
}

const titleFromFileName = (name: string) =>
  name
    .replace(/\.pdf$/i, "")
    .replace(/[_-]+/g, " ")
    .trim()
    .slice(0, 200);

/** A PDF (magic bytes %PDF-), at most 20 MB; pages rendered for the slideshow, the first carrying the title on screen. */
export async function uploadDocument(
  ctx: RequestContext,
  deps: MediaDeps,
  request: FastifyRequest,
): Promise<UploadedDocument> {
  const upload = await readUpload(request, DOCUMENT_MAX_BYTES, () => DOCUMENT_TYPE_MESSAGE);
  if (upload.bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw badRequest(DOCUMENT_TYPE_MESSAGE);
  const rendered = await renderPdf(upload.bytes);
  const id = newObjectId();
  const base = newMediaFolder("documents", ctx.companyId);
  const key = `${base}/document.pdf`;
  await deps.storages.public.put(key, upload.bytes, "application/pdf");
  const imageList = [];
  for (const [index, page] of rendered.pages.entries()) {
    const pageKey = `${base}/page-${index + 1}.jpg`;
    await deps.storages.public.put(pageKey, page.jpeg, "image/jpeg");
    imageList.push({ url: deps.storages.public.url(pageKey), width: page.width, height: page.height });
  }
  const title = rendered.title || titleFromFileName(upload.fileName) || "Document";
  await insertMediaFile(ctx.db, {
    companyId: ctx.companyId,
    id,
    kind: "document",
    storageKey: key,
    mime: "application/pdf",
    bytes: upload.bytes.length,
    frames: rendered.pageCount,
    createdBy: ctx.actor.userId,
    meta: { title, pageKeys: rendered.pages.map((_, i) => `${base}/page-${i + 1}.jpg`) },
  });
  return { _id: id, url: deps.storages.public.url(key), title, pageCount: rendered.pageCount, imageList };
}
