// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { afterEach, expect, it, vi } from "vitest";
import { LocalTime } from "./LocalTime.tsx";

let container: HTMLDivElement;
afterEach(() => container?.remove());

it("takes over the server's date and writes the reader's own right after, without a hydration error", async () => {
  container = document.createElement("div");
  // What the server wrote, in its own clock and zone.
  container.innerHTML = '<time datetime="2026-11-30T23:30:00.000Z" title="Monday at 23:30">30 Nov</time>';
  document.body.append(container);
  const serverTime = container.querySelector("time");
  const errors = vi.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <LocalTime dateTime="2026-11-30T23:30:00.000Z" text="1 Dec" title="Tuesday at 00:30" />,
      { onRecoverableError: errors },
    );
  });
  expect(errors).not.toHaveBeenCalled();
  const time = container.querySelector("time");
  // The same element, now with the browser's text and title.
  expect(time).toBe(serverTime);
  expect(time?.textContent).toBe("1 Dec");
  expect(time?.getAttribute("title")).toBe("Tuesday at 00:30");
});

it("writes the date at once when the browser draws the page itself", async () => {
  container = document.createElement("div");
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(
      <LocalTime dateTime="2026-11-30T23:30:00.000Z" text="1 Dec" title="Tuesday" />,
    );
  });
  expect(container.querySelector("time")?.textContent).toBe("1 Dec");
});
