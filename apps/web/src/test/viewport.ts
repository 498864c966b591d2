import { vi } from "vitest";

/** What `matchMedia(query)` answers in jsdom (which has none): `matches`, and listeners that never fire. */
export const fakeMediaQueryList = (query: string, matches: boolean): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** A screen on either side of the 1100 px layout breakpoint: min-width queries match on a wide one. */
export const stubViewport = (wide: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) =>
    fakeMediaQueryList(query, query.includes("min-width") ? wide : !wide),
  );

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
  /** This observer's target comes within its margin. */
  reportNear() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  /** Every live observer's target comes within its margin. */
  static scrollNear() {
    for (const observer of ReportedObserver.all.filter((o) => !o.disconnected)) observer.reportNear();
  }
}
