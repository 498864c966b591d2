import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import type { TestClient } from "../../test/test-app.ts";

/** Test media made on the fly: nothing binary is checked in. */
export async function makeJpeg(
  width: number,
  height: number,
  options: { exif?: boolean } = {},
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  }).jpeg();
  return options.exif
    ? image.withExif({ IFD0: { Copyright: "secret-exif-marker", Artist: "GPS here" } }).toBuffer()
    : image.toBuffer();
}

export const makePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** An animated GIF of `frames` frames, each different (one lit pixel moves) so the encoder keeps them all. */
export async function makeGif(frames: number, width = 16, height = 16): Promise<Buffer> {
  const pngs = await Promise.all(
    Array.from({ length: frames }, (_, i) => {
      const raw = Buffer.alloc(width * height * 3, 40);
      const at = (i % (width * height)) * 3;
      raw.fill(255, at, at + 3);
      return sharp(raw, { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer();
    }),
  );
  return sharp(pngs, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A JPEG-sized file of noise: incompressible, so its size is what we ask for. */
export async function makeLargeJpeg(targetBytes: number): Promise<Buffer> {
  const side = 2000;
  const noise = randomBytes(side * side * 3);
  const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  if (jpeg.length < targetBytes) throw new Error(`noise JPEG only ${jpeg.length} bytes`);
  return jpeg;
}

const require = createRequire(import.meta.url);
const ffmpegPath = (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;

/** A tiny H.264 mp4 from ffmpeg's test pattern. */
export async function makeMp4(width: number, height: number, seconds: number): Promise<Buffer> {
  const path = join(tmpdir(), `chorus-test-${randomBytes(6).toString("hex")}.mp4`);
  await promisify(execFile)(ffmpegPath, [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `testsrc=size=${width}x${height}:rate=10`,
    "-t",
    String(seconds),
    "-pix_fmt",
    "yuv420p",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    path,
  ]);
  try {
    return await readFile(path);
  } finally {
    await rm(path, { force: true });
  }
}

/** A PDF of `pages` pages with a title, written by mupdf. */
export async function makePdf(pages: number, title = "Quarterly results"): Promise<Buffer> {
  const mupdf = await import("mupdf");
  const doc = new mupdf.PDFDocument();
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage(
      [0, 0, 595, 842],
      0,
      doc.newDictionary(),
      `BT /F1 24 Tf 72 720 Td (Page ${i + 1}) Tj ET`,
    );
    doc.insertPage(-1, page);
  }
  doc.setMetaData("info:Title", title);
  return Buffer.from(doc.saveToBuffer("compress").asUint8Array());
}

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipart(fileName: string, contentType: string, bytes: Buffer, field = "file") {
  const boundary = `----chorus${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  client: TestClient,
  url: string,
  fileName: string,
  contentType: string,
  bytes: Buffer,
) {
  const body = multipart(fileName, contentType, bytes);
  return client.request({ method: "POST", url, payload: body.payload, headers: body.headers });
}

/** A local HTTP server the outside-URL tests fetch from. */
export async function startServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  host = "127.0.0.1",
): Promise<{ server: Server; origin: string; close: () => Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
