import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { ImageJob } from "./rows.ts";

/** Renders the composed SVGs to files, two at a time (the machines have two cores). */
export async function writeImages(uploadsDir: string, jobs: readonly ImageJob[]): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  let nextIndex = 0;
  const worker = async (): Promise<void> => {
    while (nextIndex < jobs.length) {
      const job = jobs[nextIndex++]!;
      const image = sharp(Buffer.from(job.svg)).resize(job.width, job.height);
      const output =
        job.format === "png"
          ? image.png({ compressionLevel: 9, palette: true })
          : image.jpeg({ quality: 70, mozjpeg: false });
      await output.toFile(join(uploadsDir, job.fileName));
    }
  };
  await Promise.all([worker(), worker()]);
}
