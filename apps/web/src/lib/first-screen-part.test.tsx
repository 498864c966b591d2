// @vitest-environment jsdom
import { Suspense } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { firstScreenPart, loadParts } from "./first-screen-part.ts";

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe("firstScreenPart", () => {
  it("renders at once, without its fallback, once loadParts has fetched its code", async () => {
    const importer = vi.fn(async () => ({ default: Greeting }));
    const Part = firstScreenPart("greeting-at-once", importer);
    expect(await loadParts(["greeting-at-once"])).toBe(true);
    const container = document.createElement("div");
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <Suspense fallback={<p>loading</p>}>
          <Part name="Emma" />
        </Suspense>,
      ),
    );
    // In the very first commit: hydrating the server's markup needs exactly this.
    expect(container.textContent).toBe("Hello Emma");
    expect(importer).toHaveBeenCalledTimes(1);
    root.unmount();
  });

  it("suspends like React.lazy while its code has not arrived", () => {
    const Part = firstScreenPart<{ name: string }>("greeting-later", () => new Promise<never>(() => {}));
    const container = document.createElement("div");
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <Suspense fallback={<p>loading</p>}>
          <Part name="Emma" />
        </Suspense>,
      ),
    );
    expect(container.textContent).toBe("loading");
    root.unmount();
  });

  it("loads a part named inside another once the outer one's code has come, and refuses unknown parts", async () => {
    const loadOuterModule = async () => {
      firstScreenPart("inner-results", async () => ({ default: Greeting }));
      return { default: Greeting };
    };
    firstScreenPart("outer-survey", loadOuterModule);
    expect(await loadParts(["outer-survey", "inner-results"])).toBe(true);
    expect(await loadParts(["no-such-part"])).toBe(false);
  });
});
