/**
 * The web's dependency rules (see .dependency-cruiser.cjs for the server's). The web is read with
 * babel, which parses JSX; type-only imports are dropped by it and do not count here.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const server = require("./.dependency-cruiser.cjs");

const TEST_CODE = "(\\.test\\.tsx?|/test/.*)$";

module.exports = {
  forbidden: [
    ...server.forbidden.filter((rule) => ["no-circular", "apps-stay-apart"].includes(rule.name)),
    {
      name: "feature-through-its-index",
      comment:
        "A feature uses another feature only through that feature's index.ts (shared parts live in lib/ or api/).",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/", pathNot: TEST_CODE },
      to: {
        path: "^apps/web/src/features/[^/]+/",
        pathNot: ["^apps/web/src/features/$1/", "^apps/web/src/features/[^/]+/index\\.tsx?$"],
      },
    },
  ],
  options: {
    ...server.options,
    parser: "acorn",
    babelConfig: { fileName: "./.babelrc.depcruise.json" },
  },
};
