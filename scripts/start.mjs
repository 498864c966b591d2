// `npm start`: build the web app and the server when their sources changed since the last build, then
// run the compiled server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
// The web build's last output: its server build (the feed's first screen drawn by the server).
const webServerEntry = join(root, "apps/web/dist-server/entry-server.js");
const serverBundle = join(root, "apps/server/dist/main.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Runs `npm run <script> -w <workspace>` when `output` is missing or older than any of `inputs`. */
function buildWhenStale(label, workspace, output, inputs) {
  const paths = inputs.map((p) => join(root, p)).filter(existsSync);
  const sourceTime = Math.max(
    ...paths.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );
  if (existsSync(output) && statSync(output).mtimeMs >= sourceTime) return;
  console.log(`Building ${label}…`);
  const build = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildWhenStale("the web app", "@chorus/web", webServerEntry, [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "packages/shared/src",
]);
// The server runs compiled JavaScript (apps/server/build.mjs), not TypeScript through a loader.
buildWhenStale("the server", "@chorus/server", serverBundle, ["apps/server/src", "packages/shared/src"]);

const server = spawn(process.execPath, ["--enable-source-maps", serverBundle], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
