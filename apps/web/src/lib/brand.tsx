import { DEFAULT_HIGHLIGHT_COLOR } from "@chorus/shared/company/company.contract";
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from "react";

/**
 * The company's highlight colour (white label) as the app's primary colour: the login page sets
 * the host company's, the signed-in shell the session company's. Providers turns it into the theme.
 */
interface BrandValue {
  color: string;
  setColor: (color: string) => void;
}

const BrandContext = createContext<BrandValue>({ color: DEFAULT_HIGHLIGHT_COLOR, setColor: () => {} });

export function BrandProvider({
  children,
  render,
}: {
  children: ReactNode;
  /** Gets the current colour and wraps the children (the theme provider). */
  render: (color: string, children: ReactNode) => ReactNode;
}) {
  const [color, setColor] = useState(DEFAULT_HIGHLIGHT_COLOR);
  return <BrandContext.Provider value={{ color, setColor }}>{render(color, children)}</BrandContext.Provider>;
}

/** Makes `color` the app's primary colour while the calling screen is shown. */
export function useBrandColor(color: string | null | undefined) {
  const { setColor } = useContext(BrandContext);
  const wanted = color && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color) ? color : DEFAULT_HIGHLIGHT_COLOR;
  // A transition: a new colour re-renders every Mantine component, in slices rather than one task.
  useEffect(() => startTransition(() => setColor(wanted)), [setColor, wanted]);
}
