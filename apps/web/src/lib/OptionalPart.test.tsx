// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { type ComponentType, lazy } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, it, vi } from "vitest";
import { OptionalPart } from "./OptionalPart.tsx";

let container: HTMLDivElement;
afterEach(() => container?.remove());

const failedImport = () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/Widget.js"));

it("draws nothing for a part whose code cannot be fetched, and the rest of the page stays", async () => {
  const Widget = lazy<ComponentType>(failedImport);
  container = document.createElement("div");
  document.body.append(container);
  // React reports the caught error on the console; it is expected here.
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  await act(async () => {
    createRoot(container).render(
      <main>
        <article>The feed</article>
        <OptionalPart>
          <aside>
            <Widget />
          </aside>
        </OptionalPart>
      </main>,
    );
  });
  consoleError.mockRestore();
  expect(container.querySelector("article")?.textContent).toBe("The feed");
  expect(container.querySelector("aside")).toBeNull();
});

it("draws the part once its code arrives", async () => {
  const Widget = lazy(async () => ({ default: () => <p>Leaderboard</p> }));
  container = document.createElement("div");
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(
      <OptionalPart>
        <Widget />
      </OptionalPart>,
    );
  });
  expect(container.textContent).toBe("Leaderboard");
});
