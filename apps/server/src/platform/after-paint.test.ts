import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_LOADER, holdScriptsUntilPainted, withAfterPaintLoader } from "./after-paint.ts";

describe("holdScriptsUntilPainted", () => {
  it.each([
    [
      "the module entry",
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="chorus-held" data-held="module" crossorigin src="/assets/index.js"></script>',
    ],
    [
      "a module preload",
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      '<link rel="chorus-held" data-held="modulepreload" crossorigin href="/assets/vendor.js">',
    ],
    [
      "the UI texts' preload",
      '<link rel="preload" href="/languages/en.json" as="fetch" crossorigin="">',
      '<link rel="chorus-held" data-held="preload" href="/languages/en.json" as="fetch" crossorigin="">',
    ],
  ])("holds %s", (_case, tag, held) => {
    expect(holdScriptsUntilPainted(`<title>Chorus</title>${tag}<meta name="x">`)).toBe(
      `<title>Chorus</title>${held}<meta name="x">`,
    );
  });

  it.each([
    ["the stylesheet", '<link rel="stylesheet" crossorigin href="/assets/index.css">'],
    ["an image preload", '<link rel="preload" as="image" fetchpriority="high" href="/images/a">'],
    ["the manifest", '<link rel="manifest" href="/manifest.webmanifest">'],
    ["a classic script", '<script src="/x.js"></script>'],
  ])("leaves %s as it is: the paint needs it, or it is not a script", (_case, tag) => {
    expect(holdScriptsUntilPainted(tag)).toBe(tag);
  });
});

describe("withAfterPaintLoader", () => {
  it("makes the loader the body's last element, so it runs once the drawn screen is parsed", () => {
    expect(withAfterPaintLoader('<div id="root">drawn</div></body></html>')).toBe(
      `<div id="root">drawn</div>${AFTER_PAINT_LOADER}</body></html>`,
    );
  });

  const LIVE = [
    {
      tag: "SCRIPT",
      type: "module",
      rel: undefined,
      attributes: { crossorigin: "", src: "/assets/index.js" },
    },
    {
      tag: "LINK",
      type: undefined,
      rel: "modulepreload",
      attributes: { crossorigin: "", href: "/assets/vendor.js" },
    },
  ];

  it("puts live copies of the held tags in the head once the first contentful paint is reported, once", () => {
    const page = fakePage({ hidden: false, paintTiming: true });
    runInNewContext(loaderText(), page.context);
    page.report("first-paint");
    expect(page.appended).toEqual([]);
    page.report("first-contentful-paint");
    expect(page.appended).toEqual(LIVE);
    page.report("first-contentful-paint");
    page.runTimers();
    expect(page.appended).toEqual(LIVE);
  });

  it.each([
    ["without PerformanceObserver", false],
    ["when it does not report paints", "other entry types"],
  ] as const)("%s, loads after the next frame and a task", (_case, paintTiming) => {
    const page = fakePage({ hidden: false, paintTiming });
    runInNewContext(loaderText(), page.context);
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.frame();
    page.runTimers(0);
    expect(page.appended).toEqual(LIVE);
  });

  it("loads after 3 s if no paint is reported", () => {
    const page = fakePage({ hidden: false, paintTiming: true });
    runInNewContext(loaderText(), page.context);
    expect(page.delays()).toEqual([3000]);
    page.runTimers(2999);
    expect(page.appended).toEqual([]);
    page.runTimers();
    expect(page.appended).toEqual(LIVE);
  });

  it("loads at once in a hidden tab, which paints no frame", () => {
    const page = fakePage({ hidden: true, paintTiming: true });
    runInNewContext(loaderText(), page.context);
    expect(page.appended).toEqual(LIVE);
  });
});

const loaderText = () => /^<script>(.*)<\/script>$/s.exec(AFTER_PAINT_LOADER)?.[1] ?? "";

interface Live {
  tag: string;
  type: string | undefined;
  rel: string | undefined;
  attributes: Record<string, string>;
}

type PaintReport = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** Just enough of a browser for the loader: a document holding the two tags the build's head has, timers, paint reports. */
function fakePage({ hidden, paintTiming }: { hidden: boolean; paintTiming: boolean | "other entry types" }) {
  const heldTag = (tagName: string, attributes: Record<string, string>) => ({
    tagName,
    attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
    getAttribute: (name: string) => attributes[name] ?? null,
  });
  const held = [
    heldTag("SCRIPT", {
      type: "chorus-held",
      "data-held": "module",
      crossorigin: "",
      src: "/assets/index.js",
    }),
    heldTag("LINK", {
      rel: "chorus-held",
      "data-held": "modulepreload",
      crossorigin: "",
      href: "/assets/vendor.js",
    }),
  ];
  const appended: Live[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  let frame = () => {};
  const observers: PaintReport[] = [];
  const document = {
    visibilityState: hidden ? "hidden" : "visible",
    querySelectorAll: (selector: string) => (selector === "[data-held]" ? held : []),
    createElement: (tag: string): Live & { setAttribute(name: string, value: string): void } => ({
      tag,
      type: undefined,
      rel: undefined,
      attributes: {},
      setAttribute(name, value) {
        this.attributes[name] = value;
      },
    }),
    head: {
      appendChild: ({ tag, type, rel, attributes }: Live) => appended.push({ tag, type, rel, attributes }),
    },
  };
  class PerformanceObserver {
    static readonly supportedEntryTypes = paintTiming === true ? ["mark", "paint"] : ["mark"];
    constructor(private readonly report: PaintReport) {}
    observe(options: { type: string; buffered: boolean }) {
      if (options.type === "paint" && options.buffered) observers.push(this.report);
    }
  }
  const context = {
    window: {} as Record<string, unknown>,
    document,
    requestAnimationFrame: (callback: () => void) => {
      frame = callback;
    },
    setTimeout: (callback: () => void, delay: number) => {
      timers.push({ callback, delay });
    },
  };
  if (paintTiming) context.window.PerformanceObserver = PerformanceObserver;
  return {
    context,
    appended,
    delays: () => timers.map((timer) => timer.delay),
    frame: () => frame(),
    /** Runs the timers due within `upTo` ms. */
    runTimers: (upTo = Number.POSITIVE_INFINITY) => {
      for (const timer of timers.filter((timer) => timer.delay <= upTo)) timer.callback();
    },
    report: (name: string) => {
      for (const report of observers)
        report({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    },
  };
}
