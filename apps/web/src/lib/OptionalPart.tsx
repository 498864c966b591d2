import { Component, type ReactNode, Suspense } from "react";

/**
 * A part of the page the page can do without (a sidebar widget): loaded on demand, it draws nothing
 * while its code arrives, and nothing if the code cannot arrive (offline before the service worker
 * kept its chunk, or a new release removed it) or the part fails to render. Without this, the
 * failed import reached the route's error element and the whole page showed "Unexpected
 * Application Error!" instead of the feed.
 */
export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <WithoutFailures>
      <Suspense fallback={null}>{children}</Suspense>
    </WithoutFailures>
  );
}

class WithoutFailures extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
