import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { takeContractViolations } from "./contract-check.ts";
import { fakeMediaQueryList } from "./viewport.ts";

// The fake server answered something the real server never would: the test relied on a fiction.
afterEach(() => {
  const violations = takeContractViolations();
  if (violations.length > 0)
    throw new Error(`The fake server answered outside the server's contract:\n${violations.join("\n")}`);
});

// Component tests opt into jsdom per file; the stubs below only apply there.
if (typeof window !== "undefined") {
  const { cleanup, configure } = await import("@testing-library/react");
  // Screens, dialogs and sidebars load through dynamic imports (code splitting), which vitest
  // transforms on first use: the one-second default of findBy/waitFor is too short on a busy machine.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => cleanup());

  // Mantine reads these; jsdom has neither.
  // Component tests render a desktop: min-width queries (the 1100 px layout) match.
  window.matchMedia ??= (query: string) => fakeMediaQueryList(query, query.includes("min-width"));

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub;
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  // Mantine's autosize Textarea listens to font loading; jsdom has no FontFaceSet.
  if (!("fonts" in document)) {
    Object.defineProperty(document, "fonts", {
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
  }

  const { initI18n } = await import("../i18n/i18n.ts");
  await initI18n({ loadServed: false });

  // Toasts fetch their store on first use (lib/notify.ts), and the providers their hosts. A test
  // ending while one is still being fetched leaves the fetch to the closed environment, which Vitest
  // reports as an error outside any test. Loaded here, neither needs a fetch in a test.
  const { toastStore } = await import("../lib/notify.ts");
  await Promise.all([toastStore.load(), import("../app/overlay-hosts.tsx")]);
}
