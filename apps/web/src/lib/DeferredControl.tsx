import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { type OnDemand, useOnDemand } from "./on-demand.ts";

/** Spread on the light trigger: its first hover, focus, touch or click fetches the full control. */
export interface WakeProps {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerEnter(): void;
  onFocus(): void;
  onTouchStart(): void;
  onClick(): void;
}

/** What the full control receives besides its own props. */
export interface ArrivalProps {
  /** The light trigger was clicked before the full control arrived: it opens at once. */
  openOnArrival: boolean;
  /** Goes on the full control's trigger, which takes over the focus if the light one had it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

interface DeferredControlProps<P> {
  source: OnDemand<ComponentType<P & ArrivalProps>>;
  props: P;
  /** The trigger as the full control draws it (same markup, same names), without the popup. */
  renderLight(wake: WakeProps): ReactNode;
}

/**
 * A menu, popover or drawer whose code (Mantine's Menu/Popover, floating-ui, focus trap…) loads on
 * first interaction: until then a light trigger of the same look stands in. A click before the code
 * has arrived opens the control when it does, and the focus moves from the light trigger to the real
 * one, so keyboard users notice nothing.
 */
export function DeferredControl<P extends object>({ source, props, renderLight }: DeferredControlProps<P>) {
  const [Full, request] = useOnDemand(source);
  const lightRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const lightHadFocus = useRef(false);

  // Called as the code arrives, before React swaps the triggers: is the light one focused?
  useLayoutEffect(
    () =>
      source.subscribe(() => {
        lightHadFocus.current = lightRef.current !== null && lightRef.current === document.activeElement;
      }),
    [source],
  );
  useLayoutEffect(() => {
    if (Full && lightHadFocus.current) {
      lightHadFocus.current = false;
      triggerRef.current?.focus();
    }
  }, [Full]);

  if (Full) return <Full {...props} openOnArrival={openOnArrival} triggerRef={triggerRef} />;
  return renderLight({
    ref: lightRef,
    onPointerEnter: request,
    onFocus: request,
    onTouchStart: request,
    onClick: () => {
      setOpenOnArrival(true);
      request();
    },
  });
}

/**
 * The full control's opened state. A control clicked before its code arrived opens just after its
 * first render, not in it: Mantine notes the focused element when `opened` turns true (to give the
 * focus back on close), which a control mounted already open skips.
 */
export function useOpenedAfterArrival(openOnArrival: boolean) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (openOnArrival) setOpened(true);
  }, [openOnArrival]);
  return [opened, setOpened] as const;
}
