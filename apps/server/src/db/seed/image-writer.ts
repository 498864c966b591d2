import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import type { ImagePlacement } from "./image-keys.ts";
import type { ImageJob } from "./rows.ts";

async function render(job: ImageJob): Promise<Buffer> {
  const image = sharp(Buffer.from(job.svg)).resize(job.width, job.height);
  return (
    job.format === "png"
      ? image.png({ compressionLevel: 9, palette: true })
      : image.jpeg({ quality: 70, mozjpeg: false })
  ).toBuffer();
}

/** Renders each picture once and writes it under every key placed for it, two at a time (two cores). */
export async function writeImages(uploadsDir: string, placements: readonly ImagePlacement[]): Promise<void> {
  const byJob = new Map<ImageJob, string[]>();
  for (const { job, key } of placements) byJob.set(job, [...(byJob.get(job) ?? []), key]);
  const work = [...byJob];
  let nextIndex = 0;
  const worker = async (): Promise<void> => {
    while (nextIndex < work.length) {
      const [job, keys] = work[nextIndex++]!;
      const bytes = await render(job);
      for (const key of keys) {
        const path = join(uploadsDir, key);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, bytes);
      }
    }
  };
  await Promise.all([worker(), worker()]);
}
