import type { CSSProperties } from "react";

/**
 * A shortcut's icon on a tile of its colour. The SVG (from the server's icon set) is used as a CSS
 * mask, never inserted as markup, so even a bad SVG could run nothing.
 */
export function ShortcutIcon({
  inlineIcon,
  color,
  size = 36,
}: {
  inlineIcon: string;
  color: string;
  size?: number;
}) {
  const mask = `url("data:image/svg+xml,${encodeURIComponent(inlineIcon)}") center / 60% no-repeat`;
  const glyph: CSSProperties = {
    display: "block",
    width: "100%",
    height: "100%",
    backgroundColor: "white",
    mask,
    WebkitMask: mask,
  };
  return (
    <span
      aria-hidden="true"
      style={{
        display: "inline-block",
        flex: "none",
        width: size,
        height: size,
        borderRadius: 8,
        backgroundColor: color,
      }}
    >
      <span style={glyph} />
    </span>
  );
}
