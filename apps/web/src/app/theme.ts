import {
  type ColorInputProps,
  createTheme,
  type DrawerProps,
  darken,
  defaultVariantColorsResolver,
  type LoaderProps,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type ModalProps,
  mergeThemeOverrides,
  type PaginationProps,
  parseThemeColor,
  type VariantColorsResolver,
} from "@mantine/core";

/** Core §9: below 1100 px the navbar collapses into a toggle menu. */
export { SMALL_VIEWPORT_PX } from "@chorus/shared/boot/feed-boot";
/** Core §2: the navbar's maximum width. */
export const NAVBAR_MAX_WIDTH_PX = 1440;

/**
 * "light" badges, buttons and alerts write their text in the colour's middle shade on a 10 % tint of
 * it: orange, yellow or a light brand colour fall below 4.5:1 (WCAG 1.4.3). Their text takes the
 * darkest shade, darkened further, which keeps 4.5:1 on the tint for every palette.
 */
const readableLightVariant: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== "light") return resolved;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const shades = input.theme.colors[parsed.color];
  if (!parsed.isThemeColor || !shades) return resolved;
  return { ...resolved, color: darken(shades[9], 0.25), hoverColor: darken(shades[9], 0.25) };
};

export const theme = createTheme({
  primaryColor: "chorus",
  primaryShade: 7, // white text on shade 7 keeps WCAG AA contrast
  colors: {
    // Mantine's red with darker upper shades: white on a red button and red text both keep 4.5:1.
    red: [
      "#fff5f5",
      "#ffe3e3",
      "#ffc9c9",
      "#ffa8a8",
      "#ff8787",
      "#ff6b6b",
      "#c92a2a",
      "#b82525",
      "#a51f1f",
      "#8f1b1b",
    ],
    chorus: [
      "#fff0ec",
      "#ffdfd6",
      "#fcbcaa",
      "#f8967b",
      "#f47653",
      "#ED5D40",
      "#d94b2f",
      "#b53a22",
      "#93301c",
      "#732515",
    ],
  },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: "md",
  focusRing: "auto", // visible focus for keyboard users only (focus-visible)
  cursorType: "pointer",
  respectReducedMotion: true, // WCAG 2.3.3: Mantine transitions off when the system asks for less motion
  variantColorResolver: readableLightVariant,
  components: {
    // Loaders carry an aria-label ("Loading…"); a label needs a role, and status is announced politely.
    // (A plain object rather than Loader.extend: see withAccessibleDefaults.)
    Loader: { defaultProps: { role: "status" } satisfies Partial<LoaderProps> },
  },
});

const channel = (hex: string) => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  return [1, 3, 5].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
};
const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
const mix = (rgb: number[], target: number, amount: number) => rgb.map((v) => v + (target - v) * amount);

/**
 * Ten shades around a company's highlight colour (shade 5 is the colour itself), lighter towards
 * white and darker towards black, as Mantine's palettes go.
 */
export function paletteOf(hex: string): MantineColorsTuple {
  const rgb = channel(hex);
  const light = [0.92, 0.84, 0.66, 0.46, 0.22].map((a) => toHex(mix(rgb, 255, a)));
  const dark = [0.12, 0.24, 0.36, 0.48].map((a) => toHex(mix(rgb, 0, a)));
  return [...light, toHex(rgb), ...dark] as unknown as MantineColorsTuple;
}

/** The theme with the company's highlight colour as the primary colour (white label). */
export function brandTheme(highlightColor: string): MantineThemeOverride {
  return mergeThemeOverrides(theme, { colors: { chorus: paletteOf(highlightColor) } });
}

/** The names Mantine's icon-only controls get, in the reader's language. */
export interface AccessibleLabels {
  close: string;
  eyeDropper: string;
  pagination: Record<"first" | "previous" | "next" | "last", string>;
  page: (page: number) => string;
}

/**
 * Every icon-only control of the shared components has a name (axe button-name), in the reader's
 * language: dialogs' close buttons, the colour input's eye dropper and the pagination's arrows and pages (its pages carry a name of
 * their own since the current page is announced as "Page 2", not a bare "2").
 */
export function withAccessibleDefaults(
  theme: MantineThemeOverride,
  labels: AccessibleLabels,
): MantineThemeOverride {
  const closeButtonProps = { "aria-label": labels.close };
  // Plain objects, not `Modal.extend(…)`: extend only returns its argument, and importing the
  // components for it would put dialogs, the colour picker and the pagination in the first JavaScript.
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps } satisfies Partial<ModalProps> },
      Drawer: { defaultProps: { closeButtonProps } satisfies Partial<DrawerProps> },
      ColorInput: {
        defaultProps: {
          eyeDropperButtonProps: { "aria-label": labels.eyeDropper },
        } satisfies Partial<ColorInputProps>,
      },
      Pagination: {
        defaultProps: {
          getControlProps: (control) => ({ "aria-label": labels.pagination[control] }),
          getItemProps: (page) => ({ "aria-label": labels.page(page) }),
        } satisfies Partial<PaginationProps>,
      },
    },
  });
}
