import { useCallback, useSyncExternalStore } from "react";

/**
 * A module fetched the first time something needs it, then kept: the first paint does not wait for
 * code that only a click, a hover or a rich text needs (issue 15, initial JavaScript).
 */
export interface OnDemand<T> {
  /** The loaded value, or null while it has not arrived. */
  current(): T | null;
  /** Starts the fetch (once) and resolves with the value. */
  load(): Promise<T>;
  /** Called when the value arrives. */
  subscribe(listener: () => void): () => void;
  /** Puts a value in place without fetching (the server's renderer: its own implementation). */
  provide(value: T): void;
  /**
   * What a render over the server's markup sees: the value when the server draws with it too (the
   * browser then has it before hydrating), else null, as on the server; the arrived value follows.
   */
  serverSnapshot(): T | null;
}

const nothing = () => null;

export function onDemand<T>(importer: () => Promise<T>, options: { onServer?: boolean } = {}): OnDemand<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => value,
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          // A failed fetch (offline, a new release replaced the chunk) may be tried again.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    serverSnapshot: options.onServer ? () => value : nothing,
    provide(provided) {
      value = provided;
      pending = Promise.resolve(provided);
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The module of `source` once it has arrived (null before), and `request`, which starts fetching
 * it; the component renders again when it arrives.
 */
export function useOnDemand<T>(source: OnDemand<T>): [T | null, () => void] {
  const value = useSyncExternalStore(source.subscribe, source.current, source.serverSnapshot);
  const request = useCallback(() => {
    // A failure leaves the light version on screen; the next interaction tries again.
    source.load().catch(() => undefined);
  }, [source]);
  return [value, request];
}
