import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

// MUI's Tooltip brings Popper, popper.js and Grow (some 11 KB gzip): it downloads with the first
// screen that shows one, after that screen's own code instead of before it.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

type Handler = ((event: SyntheticEvent) => void) | undefined;
interface ChildProps {
  onMouseOver?: Handler;
  onMouseLeave?: Handler;
  onFocus?: Handler;
  onBlur?: Handler;
  ref?: Ref<HTMLElement>;
}

/**
 * MUI's Tooltip, loaded on first use. Until it arrives the child shows alone (it carries its own
 * accessible name); a pointer or the focus that reaches it meanwhile opens the tooltip on arrival.
 * The child remounts inside the Tooltip then, so a focused child hands its focus on (the child
 * takes no ref of its own: this one holds it).
 */
export function DeferredTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children' | 'open' | 'onOpen' | 'onClose'> & { children: ReactElement<ChildProps> }) {
  const [open, setOpen] = useState(false);
  const hadFocus = useRef(false);
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
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
  const waiting = cloneElement(children, {
    onMouseOver: then(show, own.onMouseOver),
    onMouseLeave: then(hide, own.onMouseLeave),
    onFocus: then(show, own.onFocus),
    onBlur: then(hide, own.onBlur),
    ref: handOver,
  });
  // eslint-disable-next-line react-hooks/refs -- cloneElement stores the callback; React calls it on attach, not in render
  const arrived = cloneElement(children, { ref: takeOver });
  return (
    <Suspense fallback={waiting}>
      <Tooltip {...props} open={open} onOpen={show} onClose={hide}>
        {arrived}
      </Tooltip>
    </Suspense>
  );
}
