// @vitest-environment jsdom
import { type ComponentType, Suspense } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { firstScreenPart, loadParts } from "./first-screen-part.ts";

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** What the first commit of a part under a Suspense boundary shows (the page's first render, synchronously). */
function firstCommitOf(Part: ComponentType<{ name: string }>): string | null {
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Emma" />
      </Suspense>,
    ),
  );
  const shown = container.textContent;
  root.unmount();
  return shown;
}

describe("firstScreenPart", () => {
  it("renders at once, without its fallback, once loadParts has fetched its code", async () => {
    const importer = vi.fn(async () => ({ default: Greeting }));
    const Part = firstScreenPart("greeting-at-once", importer);
    expect(await loadParts(["greeting-at-once"])).toBe(true);
    // In the very first commit: hydrating the server's markup needs exactly this.
    expect(firstCommitOf(Part)).toBe("Hello Emma");
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("suspends like React.lazy while its code has not arrived", () => {
    const Part = firstScreenPart<{ name: string }>("greeting-later", () => new Promise<never>(() => {}));
    expect(firstCommitOf(Part)).toBe("loading");
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
