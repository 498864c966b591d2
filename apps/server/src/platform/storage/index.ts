import { resolve } from "node:path";
import type { AppConfig } from "../../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

export {
  assertStorageKey,
  type ByteRange,
  contentTypeOfKey,
  readAll,
  type Storage,
  type StoredObject,
} from "./storage.ts";

/**
 * Two areas: "public" (images, posters, documents and their page images: served by /images/… to a
 * session of their company or to a signed URL) and "private" (video files: streamed only to a
 * holder of the play cookie).
 */
export interface MediaStorages {
  public: Storage;
  private: Storage;
}

/** Where the local storage keeps videos; the demo seed writes its clips there too. */
export const privateMediaDir = (config: Pick<AppConfig, "dataDir">) =>
  resolve(config.dataDir, "private-media");

/** Public objects are streamed by our /images/ route: a bucket cannot check a session or a signature. */
export function createStorages(config: AppConfig): MediaStorages {
  if (config.storage.kind === "s3") {
    const s3 = config.storage;
    const common = {
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: s3.forcePathStyle,
    };
    return {
      public: createS3Storage({
        ...common,
        prefix: "public/",
        urlOf: (key) => `/images/${key}`,
      }),
      private: createS3Storage({ ...common, prefix: "private/", urlOf: (key) => `/api/video/file/${key}` }),
    };
  }
  return {
    public: createLocalStorage(config.uploadsDir, "/images/"),
    private: createLocalStorage(privateMediaDir(config), "/api/video/file/"),
  };
}
