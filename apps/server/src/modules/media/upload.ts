import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "../../platform/errors.ts";
import { findNul } from "../../platform/input-guard.ts";

/** One file from a multipart upload, read while its size is counted (the cap stops the stream). */
export interface Upload {
  fileName: string;
  declaredMime: string;
}

/**
 * A broken multipart body (cut short, a bad boundary) fails inside the parser with a plain Error:
 * it is the client's request that is wrong, so a 400. Errors that carry their own 4xx status (the
 * size limits) and the disk's own errors (a `syscall`, a server fault) keep theirs.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { statusCode, syscall } = error as { statusCode?: number; syscall?: string };
  if (syscall !== undefined || (statusCode !== undefined && statusCode < 500)) return error;
  return badRequest("The upload could not be read");
}

async function filePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badRequest("Send the file as multipart/form-data");
  const part = await request
    .file({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 } })
    .catch((error: unknown) => {
      throw asClientError(error);
    });
  if (!part) throw badRequest("No file was sent");
  // The multipart body is not parsed into request.body, so the input guard does not see it.
  const nul = findNul("file", { filename: part.filename, mimetype: part.mimetype });
  if (nul) throw badRequest(`${nul}: must not contain the NUL character`);
  return part;
}

const tooLarge = (message: string) => new AppError(413, "413.0", message);

/** The whole file in memory: images and documents (a few MB at most). */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLargeMessage: (upload: Upload) => string,
): Promise<Upload & { bytes: Buffer }> {
  const part = await filePart(request, maxBytes);
  const upload = { fileName: part.filename, declaredMime: part.mimetype };
  try {
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw badRequest("The file is empty");
    return { ...upload, bytes };
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw tooLarge(tooLargeMessage(upload));
    throw asClientError(error);
  }
}

/** The file written to a path as it arrives: videos (up to hundreds of MB) never sit in memory. */
export async function saveUpload(
  request: FastifyRequest,
  path: string,
  maxBytes: number,
  tooLargeMessage: (upload: Upload) => string,
): Promise<Upload & { bytes: number }> {
  const part = await filePart(request, maxBytes);
  const upload = { fileName: part.filename, declaredMime: part.mimetype };
  let bytes = 0;
  part.file.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
  });
  await pipeline(part.file, createWriteStream(path)).catch((error: unknown) => {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw tooLarge(tooLargeMessage(upload));
    throw asClientError(error);
  });
  if (part.file.truncated) throw tooLarge(tooLargeMessage(upload));
  if (bytes === 0) throw badRequest("The file is empty");
  return { ...upload, bytes };
}
