/**
 * Mantine's Tooltip in a module of its own, for HoverTooltip's dynamic import: a dynamic import of
 * @mantine/core itself would keep the whole of it in the first JavaScript.
 */
export { Tooltip } from "@mantine/core";
