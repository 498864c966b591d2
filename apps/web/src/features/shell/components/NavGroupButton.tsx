import { IconChevronDown } from "@tabler/icons-react";
import classes from "./AppNavbar.module.css";

/** A dropdown tab's button props, the same on the light trigger and on the menu's target. */
export function navGroupButtonProps(label: string) {
  return {
    variant: "subtle",
    color: "dark",
    className: classes.tab,
    rightSection: <IconChevronDown size={14} aria-hidden />,
    children: label,
  } as const;
}
