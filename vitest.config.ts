import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const hasAssertions = fileURLToPath(new URL("packages/shared/src/test/has-assertions.ts", import.meta.url));

// One runner for every unit, API and component test in the repo; e2e/ is Playwright's.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "shared",
          root: "packages/shared",
          include: ["src/**/*.test.ts"],
          setupFiles: [hasAssertions],
        },
      },
      {
        test: {
          name: "scripts",
          root: "scripts",
          include: ["*.test.mjs"],
          setupFiles: [hasAssertions],
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          globalSetup: ["src/test/global-setup.ts"],
          setupFiles: [hasAssertions, "src/test/pg-busy-client-guard.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: [hasAssertions, "src/test/setup.ts"],
          // Lazily loaded screens are transformed on first render, inside the test's time.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
