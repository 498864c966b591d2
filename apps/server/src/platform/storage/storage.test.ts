import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { sigV4Problem } from "./sigv4.test-helpers.ts";
import { assertStorageKey, readAll, type Storage } from "./storage.ts";

/**
 * A tiny S3 stand-in: PUT, GET and DELETE of /{bucket}/{key} (path style), kept in memory. Like S3
 * it first checks each request's SigV4 signature against the known credentials: 403 when wrong.
 */
const CREDENTIALS = { accessKeyId: "test", secretAccessKey: "test-secret", region: "us-east-1" };
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: Array<{ method: string; url: string; authorization: string; refused: string | null }> = [];
let fakeS3: Server;
let endpoint: string;
let dir: string;

beforeAll(async () => {
  fakeS3 = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
      const refused = sigV4Problem(req, Buffer.concat(chunks), CREDENTIALS);
      seen.push({
        method: req.method ?? "",
        url: path,
        authorization: String(req.headers.authorization ?? ""),
        refused,
      });
      if (refused) {
        const xml = `<Error><Code>SignatureDoesNotMatch</Code><Message>${refused}</Message></Error>`;
        return req.method === "HEAD"
          ? res.writeHead(403).end()
          : res.writeHead(403, { "content-type": "application/xml" }).end(xml);
      }
      if (req.method === "PUT") {
        objects.set(path, { body: Buffer.concat(chunks), type: String(req.headers["content-type"] ?? "") });
        return res.writeHead(200, { etag: '"1"' }).end();
      }
      const found = objects.get(path);
      if (req.method === "DELETE") {
        objects.delete(path);
        return res.writeHead(204).end();
      }
      if (!found) {
        if (req.method === "HEAD") return res.writeHead(404).end();
        return res
          .writeHead(404, { "content-type": "application/xml" })
          .end("<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>");
      }
      if (req.method === "HEAD")
        return res.writeHead(200, { "content-type": found.type, "content-length": found.body.length }).end();
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ""));
      if (range) {
        const part = found.body.subarray(Number(range[1]), Number(range[2]) + 1);
        return res
          .writeHead(206, {
            "content-type": found.type,
            "content-length": part.length,
            "content-range": `bytes ${range[1]}-${range[2]}/${found.body.length}`,
          })
          .end(part);
      }
      res.writeHead(200, { "content-type": found.type, "content-length": found.body.length }).end(found.body);
    });
  });
  await new Promise<void>((resolve) => fakeS3.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(fakeS3.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), "chorus-storage-"));
});
afterAll(async () => {
  await new Promise((resolve) => fakeS3.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const s3 = (secretAccessKey = CREDENTIALS.secretAccessKey) =>
  createS3Storage({
    endpoint,
    bucket: "chorus",
    region: CREDENTIALS.region,
    accessKeyId: CREDENTIALS.accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
    prefix: "public/",
    urlOf: (key) => `/media/original/${key}`,
  });

const adapters: Array<[string, () => Storage]> = [
  ["local directory", () => createLocalStorage(dir, "/images/")],
  ["S3-compatible", () => s3()],
];

describe.each(adapters)("%s storage", (name, make) => {
  it("puts, gets and deletes an object", async () => {
    const storage = make();
    const bytes = Buffer.from(`hello ${name}`);
    await storage.put("media/acme/1.png", bytes, "image/png");
    const got = await storage.get("media/acme/1.png");
    expect(got).not.toBeNull();
    expect(got?.contentType).toBe("image/png");
    expect((await readAll(got as NonNullable<typeof got>)).toString()).toBe(`hello ${name}`);
    await storage.delete("media/acme/1.png");
    expect(await storage.get("media/acme/1.png")).toBeNull();
  });

  it("stores a stream, tells its size, and reads a byte range of it", async () => {
    const storage = make();
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    await storage.putStream(
      "videos/acme/1.mp4",
      Readable.from([bytes.subarray(0, 1234), bytes.subarray(1234)]),
      "video/mp4",
      bytes.length,
    );
    expect(await storage.head("videos/acme/1.mp4")).toEqual({ bytes: 5000, contentType: "video/mp4" });
    const part = await storage.get("videos/acme/1.mp4", { start: 100, end: 4099 });
    expect(part?.bytes).toBe(4000);
    expect((await readAll(part as NonNullable<typeof part>)).equals(bytes.subarray(100, 4100))).toBe(true);
    const whole = await storage.get("videos/acme/1.mp4");
    expect((await readAll(whole as NonNullable<typeof whole>)).equals(bytes)).toBe(true);
    await storage.delete("videos/acme/1.mp4");
  });

  it("answers null for a missing object and refuses keys that climb out", async () => {
    const storage = make();
    expect(await storage.get("media/none.png")).toBeNull();
    expect(await storage.head("media/none.png")).toBeNull();
    await expect(storage.put("../escape.png", Buffer.from("x"), "image/png")).rejects.toThrow(
      /invalid storage key/,
    );
  });
});

describe("S3 adapter", () => {
  it("signs its requests and uses path-style addressing under the area's prefix", async () => {
    seen.length = 0;
    const storage = adapters[1]?.[1]() as Storage;
    await storage.put("media/acme/2.jpg", Buffer.from("x"), "image/jpeg");
    expect(seen[0]).toMatchObject({ method: "PUT", url: "/chorus/public/media/acme/2.jpg" });
    expect(seen[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test\//);
    expect(storage.url("media/acme/2.jpg")).toBe("/media/original/media/acme/2.jpg");
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 199));
    await storage.putStream("videos/acme/2.mp4", Readable.from([bytes]), "video/mp4", bytes.length);
    expect((await storage.head("videos/acme/2.mp4"))?.bytes).toBe(3000);
    await storage.get("videos/acme/2.mp4", { start: 0, end: 9 });
    await storage.delete("videos/acme/2.mp4");
    // Every kind of request was signed so that S3's own check accepts it.
    expect(seen.map((r) => [r.method, r.refused])).toEqual([
      ["PUT", null],
      ["PUT", null],
      ["HEAD", null],
      ["GET", null],
      ["DELETE", null],
    ]);
  });

  it("is refused when signed with another secret, as S3 refuses it", async () => {
    seen.length = 0;
    const storage = s3("not-the-secret");
    await expect(storage.put("media/acme/3.jpg", Buffer.from("x"), "image/jpeg")).rejects.toMatchObject({
      name: "SignatureDoesNotMatch",
    });
    expect(seen[0]?.refused).toBe("signature does not match");
    expect(objects.has("/chorus/public/media/acme/3.jpg")).toBe(false);
  });
});

describe("storage keys", () => {
  it.each(["media/a.png", "documents/x/page-1.jpg"])("accepts %s", (key) =>
    expect(() => assertStorageKey(key)).not.toThrow(),
  );
  it.each(["", "/abs.png", "a/../b.png", "a//b.png", "a\\b.png", "a/b c.png", "./a.png"])(
    "refuses '%s'",
    (key) => expect(() => assertStorageKey(key)).toThrow(),
  );
});
