import { mapStrings } from "../../platform/media-url/map-strings.ts";
import { newMediaKey } from "../../platform/storage/media-keys.ts";
import type { DemoData, ImageJob } from "./rows.ts";

/** A demo picture written under one company's random key. */
export interface ImagePlacement {
  job: ImageJob;
  key: string;
}

const DEMO_URL = /^\/images\/([A-Za-z0-9_.-]+)$/;

/**
 * The demo builders name pictures by file ("/images/demo-avatar-ada.png", shared by both
 * companies); each company gets its own copy of every picture it shows, under a random key, so
 * the seed's media are no more guessable than uploads. Rows are rewritten in place.
 */
export function placeDemoImages(data: DemoData): ImagePlacement[] {
  const jobs = new Map(data.images.map((job) => [job.fileName, job]));
  const placed = new Map<string, ImagePlacement>();
  const place = (companyId: string) => (text: string) => {
    const job = jobs.get(DEMO_URL.exec(text)?.[1] ?? "");
    if (!job) return text;
    const id = `${companyId}/${job.fileName}`;
    let placement = placed.get(id);
    if (!placement) {
      placement = { job, key: newMediaKey("media", companyId, job.format === "png" ? "png" : "jpg") };
      placed.set(id, placement);
    }
    return `/images/${placement.key}`;
  };
  const rewrite = <T extends object>(rows: T[], companyOf: (row: T) => string) =>
    rows.map((row) => mapStrings(row, place(companyOf(row))) as T);
  data.companies = rewrite(data.companies, (c) => c.id);
  data.users = rewrite(data.users, (u) => u.companyId);
  data.posts = rewrite(data.posts, (p) => p.companyId);
  data.resources = rewrite(data.resources, (r) => r.companyId);
  data.comments = rewrite(data.comments, (c) => c.companyId);
  return [...placed.values()];
}
