// Compiles the server into dist/main.js (one ES module, source maps beside it) so `npm start` runs
// plain JavaScript instead of compiling TypeScript at run time. Packages from node_modules stay
// outside the bundle (native addons, optional drivers); the workspace's own @chorus/shared is
// bundled, since Node cannot load its TypeScript sources. Migrations are copied beside the bundle,
// where db/client.ts looks for them (`new URL("./migrations", import.meta.url)`).
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

const here = new URL(".", import.meta.url).pathname;
const outdir = `${here}dist`;

/** Bare imports (`fastify`, `@aws-sdk/…`) are external; relative paths and @chorus/* are bundled. */
const externalPackages = {
  name: "external-packages",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@chorus/") ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [`${here}src/main.ts`],
  outfile: `${outdir}/main.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: "warning",
});
cpSync(`${here}src/db/migrations`, `${outdir}/migrations`, { recursive: true });
console.log(`Built the server into apps/server/dist in ${Math.round(performance.now() - started)} ms.`);
