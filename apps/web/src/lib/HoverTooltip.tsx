import type { TooltipProps } from "@mantine/core";
import { cloneElement, type PointerEvent, type ReactElement, useState } from "react";
import { onDemand, useOnDemand } from "./on-demand.ts";

const tooltip = onDemand(() => import("./mantine-tooltip.ts").then((m) => m.Tooltip));

type HoverTooltipProps = Omit<TooltipProps, "children" | "defaultOpened" | "opened"> & {
  children: ReactElement<{
    onPointerEnter?: (event: PointerEvent) => void;
    onPointerLeave?: (event: PointerEvent) => void;
  }>;
};

/**
 * Mantine's Tooltip, whose code (floating-ui) loads when a pointer first rests on its element:
 * feed cards and the navbar show tooltips on hover only, and the first paint need not wait for
 * them. Arriving while the pointer is still there, the tooltip opens at once.
 */
export function HoverTooltip({ children, ...tooltipProps }: HoverTooltipProps) {
  const [Tooltip, request] = useOnDemand(tooltip);
  const [hovered, setHovered] = useState(false);
  if (Tooltip)
    return (
      <Tooltip {...tooltipProps} defaultOpened={hovered}>
        {children}
      </Tooltip>
    );
  return cloneElement(children, {
    onPointerEnter: () => {
      setHovered(true);
      request();
    },
    onPointerLeave: () => setHovered(false),
  });
}
