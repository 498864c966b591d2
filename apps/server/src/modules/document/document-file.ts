import {
  DOCUMENT_TYPE_MESSAGE,
  DOCUMENT_TYPES,
  type DocumentExtension,
  documentExtensionOf,
} from "@chorus/shared/document/document.contract";
import { badRequest } from "../../platform/errors.ts";

const startsWith = (bytes: Buffer, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether the bytes are what the extension says (the first bytes of each format; text is UTF-8 without NUL). */
export function bytesMatch(ext: DocumentExtension, bytes: Buffer): boolean {
  switch (ext) {
    case "pdf":
      return bytes.subarray(0, 5).toString("latin1") === "%PDF-";
    case "docx":
    case "xlsx":
    case "pptx":
    case "odt":
    case "ods":
    case "odp":
      return startsWith(bytes, ZIP);
    case "doc":
    case "xls":
    case "ppt":
      return startsWith(bytes, OLE);
    case "png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "jpg":
    case "jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "gif":
      return /^GIF8[79]a/.test(bytes.subarray(0, 6).toString("latin1"));
    case "txt":
    case "csv":
      return isUtf8Text(bytes);
  }
}

/** The file's type from its name, checked against its bytes; anything else is refused with the library's message. */
export function checkDocumentFile(fileName: string, bytes: Buffer): { ext: DocumentExtension; mime: string } {
  const ext = documentExtensionOf(fileName);
  if (!ext || !bytesMatch(ext, bytes)) throw badRequest(DOCUMENT_TYPE_MESSAGE);
  return { ext, mime: DOCUMENT_TYPES[ext] };
}

/** Types a browser shows itself; everything else is downloaded. */
const SHOWN_INLINE = new Set<DocumentExtension>(["pdf", "png", "jpg", "jpeg", "gif", "txt"]);
export const opensInline = (ext: DocumentExtension) => SHOWN_INLINE.has(ext);

/** A file name safe for storage-free display: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return cleaned.slice(-200) || "document";
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const titleFromFileName = (name: string) =>
  name
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[_-]+/g, " ")
    .trim()
    .slice(0, 200) || "Document";
