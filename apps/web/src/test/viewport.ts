import { vi } from "vitest";

/** A screen on either side of the 1100 px layout breakpoint: min-width queries match on a wide one. */
export const stubViewport = (wide: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("min-width") ? wide : !wide,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));

/**
 * An IntersectionObserver whose entries the test reports: install it with
 * `vi.stubGlobal("IntersectionObserver", ReportedObserver)` after `ReportedObserver.reset()`.
 */
export class ReportedObserver {
  static all: ReportedObserver[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    ReportedObserver.all.push(this);
  }
  observe() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    this.disconnected = true;
  }
  static reset() {
    ReportedObserver.all = [];
  }
  /** Every live observer's target comes within (`true`) or leaves (`false`) its margin. */
  static report(isIntersecting: boolean) {
    for (const observer of ReportedObserver.all.filter((o) => !o.disconnected))
      observer.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
  static scrollNear() {
    ReportedObserver.report(true);
  }
}
