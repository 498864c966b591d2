import { fileTypeFromBuffer } from "file-type";

/** The type the bytes really are (magic numbers), never the name or the declared type. */
export async function sniffMime(bytes: Buffer): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found?.mime ?? null;
}
