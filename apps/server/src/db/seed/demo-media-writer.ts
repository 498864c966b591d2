import { execFile } from "node:child_process";
import { mkdir, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import type { DemoMedia, PdfJob, VideoJob } from "./demo-media.ts";

const run = promisify(execFile);
const require = createRequire(import.meta.url);
/** The same static ffmpeg the upload pipeline takes its poster frames with. */
const ffmpegPath: string = (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;

/** H.264 in an MP4 with its index first, so a browser starts playing before the end arrives. */
async function writeVideo(privateDir: string, job: VideoJob): Promise<number> {
  const path = join(privateDir, job.key);
  await mkdir(dirname(path), { recursive: true });
  const { source, width, height, seconds } = job.clip;
  await run(
    ffmpegPath,
    [
      ...["-v", "error", "-y", "-f", "lavfi", "-i", `${source}=size=${width}x${height}:rate=15`],
      ...["-t", String(seconds), "-pix_fmt", "yuv420p", "-c:v", "libx264", "-preset", "veryfast"],
      ...["-crf", "30", "-movflags", "+faststart", path],
    ],
    { timeout: 60_000 },
  );
  return (await stat(path)).size;
}

type Mupdf = typeof import("mupdf");

/** PDF text is Latin-1 between parentheses: escape what would end the string. */
const pdfText = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/([()\\])/g, "\\$1");

/** A landscape deck: the title on the first page, one numbered page after another. */
function buildPdf(mupdf: Mupdf, job: PdfJob): Buffer {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  const resources = doc.addObject({ Font: { F1: font } });
  for (let page = 1; page <= job.pageCount; page++) {
    const heading = page === 1 ? pdfText(job.title.slice(0, 60)) : `${page}`;
    const line = `Page ${page} of ${job.pageCount}`;
    const contents = `BT /F1 28 Tf 60 360 Td (${heading}) Tj ET BT /F1 16 Tf 60 80 Td (${line}) Tj ET`;
    doc.insertPage(-1, doc.addPage([0, 0, 842, 595], 0, resources, contents));
  }
  doc.setMetaData("info:Title", job.title);
  return Buffer.from(doc.saveToBuffer("compress").asUint8Array());
}

/**
 * Writes the demo's videos (to the private media directory) and PDFs (to the uploads directory)
 * and fills in each video row's byte size. Videos one after the other: ffmpeg uses both cores.
 */
export async function writeDemoMedia(
  dirs: { uploadsDir: string; privateMediaDir: string },
  media: DemoMedia,
): Promise<void> {
  for (const job of media.videos) {
    const bytes = await writeVideo(dirs.privateMediaDir, job);
    const row = media.mediaFiles.find((file) => file.storageKey === job.key);
    if (row) row.bytes = bytes;
  }
  if (media.pdfs.length === 0) return;
  const mupdf = await import("mupdf");
  for (const job of media.pdfs) {
    const path = join(dirs.uploadsDir, job.key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, buildPdf(mupdf, job));
  }
}
