import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { assertStorageKey, contentTypeOfKey, type Storage, type StoredObject } from "./storage.ts";

/** Files under a directory; url() is urlPrefix + key (the public area is served at /images/). */
export function createLocalStorage(root: string, urlPrefix: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file (two processes may render one variant).
      const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, path);
    },
    async get(key): Promise<StoredObject | null> {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), contentType: contentTypeOfKey(key), bytes: info.size };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${urlPrefix}${key}`,
  };
}
