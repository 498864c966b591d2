import { createTheme, Loader } from "@mantine/core";

/** Core §9: below 1100 px the navbar collapses into a toggle menu. */
export const SMALL_VIEWPORT_PX = 1100;
/** Core §2: the navbar's maximum width. */
export const NAVBAR_MAX_WIDTH_PX = 1440;

export const theme = createTheme({
  primaryColor: "chorus",
  primaryShade: 7, // white text on shade 7 keeps WCAG AA contrast
  colors: {
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
  components: {
    // Loaders carry an aria-label ("Loading…"); a label needs a role, and status is announced politely.
    Loader: Loader.extend({ defaultProps: { role: "status" } }),
  },
});
