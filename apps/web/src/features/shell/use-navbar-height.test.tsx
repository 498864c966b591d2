// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NAVBAR_HEIGHT_VAR, useMeasuredNavbarHeight, useNavbarHeightStyle } from "./use-navbar-height.ts";

afterEach(() => vi.unstubAllGlobals());

/** A sticky sidebar: takes the navbar's height as its own variable. */
function Sidebar() {
  return <aside data-testid="sidebar" style={useNavbarHeightStyle()} />;
}

function Header({ height }: { height: { value: number } }) {
  const ref = useRef<HTMLElement>(null);
  useMeasuredNavbarHeight(ref);
  return (
    <header
      ref={(element) => {
        ref.current = element;
        if (element) element.getBoundingClientRect = () => ({ height: height.value }) as DOMRect;
      }}
    />
  );
}

describe("sidebars that stay in view under the navbar", () => {
  it("gives the sidebars the navbar's measured height and follows its resizes", () => {
    let onResize: () => void = () => {};
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          onResize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const height = { value: 60.4 };
    const view = render(
      <>
        <Header height={height} />
        <Sidebar />
      </>,
    );
    const sidebar = view.getByTestId("sidebar");
    const root = document.documentElement;
    // Nothing is measured during the render's effects (a forced layout); the observer's first
    // report, after the browser's layout, publishes the height.
    expect(sidebar.style.getPropertyValue(NAVBAR_HEIGHT_VAR)).toBe("");
    act(() => onResize());
    expect(sidebar.style.getPropertyValue(NAVBAR_HEIGHT_VAR)).toBe("61px");
    // German entries wrap: the navbar grows, the sidebars' offset follows.
    height.value = 112;
    act(() => onResize());
    expect(sidebar.style.getPropertyValue(NAVBAR_HEIGHT_VAR)).toBe("112px");
    // Only the sidebars carry it: a variable on the root would restyle every element of the page.
    expect(root.style.getPropertyValue(NAVBAR_HEIGHT_VAR)).toBe("");
    view.unmount();
  });

  it("sticks the sidebars under the navbar on desktop only (core §2 breakpoint, 1100 px)", () => {
    const css = readFileSync(join(__dirname, "components", "Sidebars.module.css"), "utf8");
    const desktop = css.match(/@media \(min-width: 68\.75em\) \{([\s\S]*)\}\s*$/);
    expect(desktop).not.toBeNull();
    const rule = desktop?.[1] ?? "";
    expect(rule).toMatch(/\.sticky \{[^}]*position: sticky;/);
    expect(rule).toMatch(/top: calc\(var\(--chorus-navbar-height, 61px\) \+ var\(--mantine-spacing-md\)\);/);
    expect(NAVBAR_HEIGHT_VAR).toBe("--chorus-navbar-height");
    // Outside the desktop query nothing sticks: phones scroll the widgets with the page.
    const outside = css.replace(desktop?.[0] ?? "", "").replace(/\/\*[\s\S]*?\*\//g, "");
    expect(outside).not.toContain("sticky");
  });
});
