// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./pwa.ts";

describe("registerServiceWorker", () => {
  const register = vi.fn(() => Promise.resolve());
  const readyState = vi.spyOn(document, "readyState", "get");

  afterEach(() => {
    register.mockClear();
    vi.unstubAllGlobals();
  });

  const withWorkers = () =>
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { serviceWorker: { register } }));

  it("waits for the page's load event while the page is loading", () => {
    withWorkers();
    readyState.mockReturnValue("interactive");
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("registers at once when the scripts came after the load event (a page drawn by the server)", () => {
    withWorkers();
    readyState.mockReturnValue("complete");
    registerServiceWorker();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
