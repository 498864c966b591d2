import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

/**
 * The company document library (API catalogue: GET /document (groupId); POST /document;
 * GET /document/usage; GET, PUT, DELETE /document/{documentid}). A document is company-wide or a
 * group's; its file is fetched from GET /api/document/{documentid}/file (its `url`).
 */
export const MEGABYTE = 1024 * 1024;
/** The largest file the library takes. */
export const DOCUMENT_FILE_MAX_BYTES = 20 * MEGABYTE;
/** What a company's library may hold in all. */
export const DOCUMENT_LIBRARY_QUOTA_BYTES = 1024 * MEGABYTE;
export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_DESCRIPTION_MAX = 2000;
/** The list's groupId for the company-wide documents. */
export const COMPANY_DOCUMENTS = "company";

/** The file types the library takes, by extension: the MIME type it is served with. */
export const DOCUMENT_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  odp: "application/vnd.oasis.opendocument.presentation",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_EXTENSIONS = Object.keys(DOCUMENT_TYPES) as DocumentExtension[];

export const DOCUMENT_TYPE_MESSAGE =
  "Documents must be PDF, Word, Excel, PowerPoint, OpenDocument, text, CSV, PNG, JPG or GIF files with a maximum file size of 20 MB.";
export const DOCUMENT_QUOTA_MESSAGE = "The document library is full: delete documents to make room.";

export const documentGroupSelectorSchema = z.union([z.literal(COMPANY_DOCUMENTS), objectIdSchema], {
  error: `groupId must be "${COMPANY_DOCUMENTS}" or a 24-character hex group id`,
});

export const documentListQuerySchema = z.object({
  /** Left out: "company" (the company-wide documents plus the viewer's groups'). */
  groupId: documentGroupSelectorSchema.optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** Where an upload goes: "company" or a group (left out: a manager's company, a group admin's only group). */
export const documentUploadQuerySchema = z.object({
  groupId: documentGroupSelectorSchema.optional(),
});
export type DocumentUploadQuery = z.infer<typeof documentUploadQuerySchema>;

export const documentIdParamsSchema = z.object({ documentid: objectIdSchema });

const titleSchema = z
  .string()
  .trim()
  .min(1, "A document needs a title.")
  .max(DOCUMENT_TITLE_MAX, `A title can have at most ${DOCUMENT_TITLE_MAX} characters.`);

export const documentUpdateBodySchema = z
  .object({
    title: titleSchema,
    description: z.string().max(DOCUMENT_DESCRIPTION_MAX),
    /** null = company-wide. */
    groupId: objectIdSchema.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Nothing to change.");
export type DocumentUpdateBody = z.infer<typeof documentUpdateBodySchema>;

export const libraryDocumentSchema = z.object({
  id: objectIdSchema,
  _id: objectIdSchema,
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  mime: z.string(),
  /** Bytes. */
  size: z.number().int().min(0),
  groupId: objectIdSchema.nullable(),
  /** Opens the file (PDF and pictures in the browser; other types download). */
  url: z.string(),
  createdBy: objectIdSchema,
  createdAt: z.string(),
  abilities: z.object({ canEdit: z.boolean(), canDelete: z.boolean() }),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;

export const documentListSchema = z.object({ documentList: z.array(libraryDocumentSchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

export const documentUsageSchema = z.object({
  /** Bytes the company's library holds. */
  usedBytes: z.number().int().min(0),
  documentCount: z.number().int().min(0),
  quotaBytes: z.number().int().min(0),
  maxFileBytes: z.number().int().min(0),
});
export type DocumentUsage = z.infer<typeof documentUsageSchema>;

export const documentDeletedSchema = z.object({ id: objectIdSchema, deleted: z.literal(true) });

/** The extension of a file name among the library's types, or null. */
export function documentExtensionOf(fileName: string): DocumentExtension | null {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(fileName.trim());
  const ext = match?.[1]?.toLowerCase();
  return ext && ext in DOCUMENT_TYPES ? (ext as DocumentExtension) : null;
}
