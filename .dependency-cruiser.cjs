/**
 * The layering rules of docs/architecture.md, checked by `npm run lint` and CI. The server and
 * packages/shared are read with swc (type-only imports count); the web with babel (JSX), see
 * .dependency-cruiser.web.cjs.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const TEST_CODE = "(\\.test\\.ts|\\.test-helpers\\.ts|/testing/.*|/test/.*)$";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle: split the shared part out or invert the dependency.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-imports-no-app",
      comment: "packages/shared is used by both apps; it imports neither.",
      severity: "error",
      from: { path: "^packages/shared/" },
      to: { path: "^apps/" },
    },
    {
      name: "apps-stay-apart",
      comment: "The server and the web share code only through packages/shared.",
      severity: "error",
      from: { path: "^apps/(server|web)/" },
      to: { path: "^apps/([^/]+)/", pathNot: "^apps/$1/" },
    },
    {
      name: "platform-imports-no-module",
      comment:
        "platform/ is below the modules: it gets what it needs from them through AppDeps and the module list.",
      severity: "error",
      from: { path: "^apps/server/src/(platform|db|config\\.ts)" },
      to: { path: "^apps/server/src/modules/" },
    },
    {
      name: "module-through-its-index",
      comment: "A module uses another module only through that module's index.ts.",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/", pathNot: TEST_CODE },
      to: {
        path: "^apps/server/src/modules/[^/]+/",
        pathNot: ["^apps/server/src/modules/$1/", "^apps/server/src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "sql-only-in-repositories",
      comment: "Tables and SQL are the repository's job (*.repository.ts); services call repositories.",
      severity: "error",
      from: {
        path: "^apps/server/src/modules/",
        pathNot: [TEST_CODE, "\\.repository\\.ts$"],
      },
      to: { path: ["^apps/server/src/db/schema/", "(^|/)node_modules/drizzle-orm/"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Tests and their helpers may reach anywhere (a test builds the whole app); the rules hold the product code.
    exclude: {
      path: "(^|/)dist/|\\.test\\.tsx?$|\\.test-helpers\\.ts$|\\.test-idp\\.ts$|/testing/|^apps/server/src/test/|^apps/web/src/test/",
    },
    tsPreCompilationDeps: true,
    parser: "swc",
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "default"],
      extensions: [".ts", ".tsx", ".js"],
    },
  },
};
