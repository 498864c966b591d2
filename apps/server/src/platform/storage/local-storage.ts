import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, contentTypeOfKey, type Storage, type StoredObject } from "./storage.ts";

/** Files under a directory; url() is urlPrefix + key (the public area is served at /images/). */
export function createLocalStorage(root: string, urlPrefix: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  const fileOf = async (key: string) => {
    const path = pathOf(key);
    const info = await stat(path).catch(() => null);
    return info?.isFile() ? { path, size: info.size } : null;
  };
  /** Write then rename, so a reader never sees half a file (two processes may render one variant). */
  const writeAtomically = async (key: string, write: (temp: string) => Promise<void>) => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
    try {
      await write(temp);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };
  return {
    async put(key, bytes) {
      await writeAtomically(key, (temp) => writeFile(temp, bytes));
    },
    async putStream(key, body: Readable) {
      await writeAtomically(key, (temp) => pipeline(body, createWriteStream(temp)));
    },
    async head(key) {
      const file = await fileOf(key);
      return file ? { bytes: file.size, contentType: contentTypeOfKey(key) } : null;
    },
    async get(key, range): Promise<StoredObject | null> {
      const file = await fileOf(key);
      if (!file) return null;
      const contentType = contentTypeOfKey(key);
      if (!range) return { body: createReadStream(file.path), contentType, bytes: file.size };
      return {
        body: createReadStream(file.path, { start: range.start, end: range.end }),
        contentType,
        bytes: range.end - range.start + 1,
      };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${urlPrefix}${key}`,
  };
}
