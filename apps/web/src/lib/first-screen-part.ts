import { type ComponentType, createElement, type LazyExoticComponent, lazy } from "react";

/**
 * A component whose code loads on demand (React.lazy) and that the server may draw in the feed's
 * first screen (a survey, the onboarding steps, a curator's card menu). The browser must have its
 * code before it hydrates that markup: a part React cannot hydrate yet keeps the server's markup
 * without its handlers, where a tap submits a form natively or does nothing. So the server names
 * the parts it drew (`partsDrawn`), and the browser loads them first (`loadParts`); a part whose
 * code has arrived renders at once, without suspending.
 */

type Module<P> = { default: ComponentType<P> };

const loaders = new Map<string, () => Promise<unknown>>();
/** The parts drawn by the render in progress on the server (one page at a time). */
const drawn = new Set<string>();

export function firstScreenPart<P extends object>(
  name: string,
  importer: () => Promise<Module<P>>,
): ComponentType<P> {
  let loaded: Module<P> | null = null;
  let pending: Promise<Module<P>> | null = null;
  const load = () => {
    pending ??= importer().then((module) => {
      loaded = module;
      return module;
    });
    return pending;
  };
  loaders.set(name, load);
  // A thenable that answers at once when the code is there: React.lazy then renders without suspending.
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    loaded
      ? // biome-ignore lint/suspicious/noThenProperty: a thenable that answers synchronously is what lets React.lazy skip suspending
        ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded as Module<P>) } as Promise<
          Module<P>
        >)
      : load(),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as React.lazy is
  function FirstScreenPart(props: P) {
    if (typeof document === "undefined") drawn.add(name);
    return createElement(Lazy as ComponentType<P>, props);
  }
  FirstScreenPart.displayName = `FirstScreenPart(${name})`;
  return FirstScreenPart;
}

/** Server: forget the last page's parts before drawing the next. */
export function startDrawingParts() {
  drawn.clear();
}

/** Server: the parts the page just drawn used. */
export function partsDrawn(): string[] {
  return [...drawn].sort();
}

/**
 * Browser: loads the code of the parts the server drew; false when one cannot be had. A part inside
 * another (a survey's results) is known once the outer part's code has arrived: loaded in rounds.
 */
export async function loadParts(names: readonly string[]): Promise<boolean> {
  let waiting = [...names];
  while (waiting.length > 0) {
    const known = waiting.filter((name) => loaders.has(name));
    if (known.length === 0) return false;
    try {
      await Promise.all(known.map((name) => loaders.get(name)?.()));
    } catch {
      return false;
    }
    waiting = waiting.filter((name) => !known.includes(name));
  }
  return true;
}
