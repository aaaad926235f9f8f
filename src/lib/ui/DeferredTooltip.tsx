import {
  cloneElement,
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type TooltipComponent = ComponentType<TooltipProps>;

// MUI's Tooltip brings Popper, popper.js and Grow (some 11 KB gzip, and a Tooltip with two Poppers
// for every child): it downloads when a pointer or the focus first reaches a child, not with the
// screen, so no first screen downloads, runs or renders it.
let loadedTooltip: TooltipComponent | null = null;
let loadingTooltip: Promise<TooltipComponent> | null = null;
const loadTooltip = () =>
  (loadingTooltip ??= import('@mui/material/Tooltip').then((module) => (loadedTooltip = module.default)));

type Handler = ((event: SyntheticEvent) => void) | undefined;
interface ChildProps {
  onMouseOver?: Handler;
  onMouseLeave?: Handler;
  onFocus?: Handler;
  onBlur?: Handler;
  ref?: Ref<HTMLElement>;
}

/**
 * MUI's Tooltip, made when a pointer or the focus first reaches the child. Until then the child
 * shows alone (it carries its own accessible name); the pointer or focus that reached it opens the
 * tooltip once its code is there. The child remounts inside the Tooltip then, so a focused child
 * hands its focus on (the child takes no ref of its own: this one holds it).
 */
export function DeferredTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children' | 'open' | 'onOpen' | 'onClose'> & { children: ReactElement<ChildProps> }) {
  const [open, setOpen] = useState(false);
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(null);
  const hadFocus = useRef(false);
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  const reached = () => {
    show();
    if (loadedTooltip) setTooltip(() => loadedTooltip);
    else void loadTooltip().then((loaded) => setTooltip(() => loaded), hide);
  };
  // A ref's cleanup runs before React removes the node: it still knows whether it has the focus.
  const handOver = useCallback((node: HTMLElement | null) => {
    return () => {
      hadFocus.current = !!node && node === document.activeElement;
    };
  }, []);
  const takeOver = useCallback((node: HTMLElement | null) => {
    if (node && hadFocus.current) {
      hadFocus.current = false;
      node.focus();
    }
  }, []);
  const own = children.props;
  const then = (action: () => void, handler: Handler) => (event: SyntheticEvent) => {
    action();
    handler?.(event);
  };
  if (!Tooltip)
    return cloneElement(children, {
      onMouseOver: then(reached, own.onMouseOver),
      onMouseLeave: then(hide, own.onMouseLeave),
      onFocus: then(reached, own.onFocus),
      onBlur: then(hide, own.onBlur),
      ref: handOver,
    });
  return (
    <Tooltip {...props} open={open} onOpen={show} onClose={hide}>
      {/* eslint-disable-next-line react-hooks/refs -- cloneElement stores the callback; React calls it on attach, not in render */}
      {cloneElement(children, { ref: takeOver })}
    </Tooltip>
  );
}
