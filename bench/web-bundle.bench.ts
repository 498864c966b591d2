/**
 * What a browser downloads before the feed can draw: the entry chunk of the built web app and
 * every chunk and stylesheet it imports statically (Vite's manifest), gzipped as the server sends
 * them. Lazy chunks (admin screens, the editor, date pickers…) are listed apart: they load on demand.
 *
 *   npx tsx bench/web-bundle.bench.ts            # builds into a temporary directory, then measures
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const TARGET_GZIP_KB = 200;
const root = new URL("..", import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), "chorus-web-bundle-"));

try {
  const build = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--manifest"], {
    cwd: join(root, "apps/web"),
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`);
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const gzipKb = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

  // The entry and everything it imports statically, each chunk once.
  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  const files = [...initial].flatMap((key) => {
    const chunk = manifest[key];
    return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
  });
  const unique = [...new Set(files)];
  const js = unique.filter((f) => f.endsWith(".js"));
  const css = unique.filter((f) => f.endsWith(".css"));
  const jsKb = js.reduce((sum, f) => sum + gzipKb(f), 0);
  const cssKb = css.reduce((sum, f) => sum + gzipKb(f), 0);
  const lazy = Object.values(manifest).filter((c) => !initial.has(c.file) && c.file.endsWith(".js"));
  const lazyKb = lazy.reduce((sum, c) => sum + gzipKb(c.file), 0);

  const biggest = js
    .map((f) => ({ file: f, kb: gzipKb(f) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 8);
  console.log(
    `initial JavaScript: ${js.length} files, ${jsKb.toFixed(1)} KB gzipped (target ≤ ${TARGET_GZIP_KB} KB)`,
  );
  console.log(`initial CSS: ${css.length} files, ${cssKb.toFixed(1)} KB gzipped`);
  console.log(`loaded on demand: ${lazy.length} chunks, ${lazyKb.toFixed(1)} KB gzipped`);
  console.log("largest initial chunks (KB gzipped):");
  for (const { file, kb } of biggest) console.log(`  ${kb.toFixed(1).padStart(7)}  ${file}`);
  if (jsKb > TARGET_GZIP_KB) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
