import {
  cloneElement,
  useId,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { importOnce } from '../importOnce';

type TooltipComponent = ComponentType<TooltipProps>;

// MUI's Tooltip brings Popper, popper.js and Grow (some 11 KB gzip, and a Tooltip with two Poppers
// for every child): it downloads when a pointer or the focus first reaches a child, not with the
// screen, so no first screen downloads, runs or renders it.
let loadedTooltip: TooltipComponent | null = null;
const loadTooltip = importOnce(() =>
  import('@mui/material/Tooltip').then((module) => (loadedTooltip = module.default)),
);

type Handler = ((event: SyntheticEvent) => void) | undefined;
interface ChildProps {
  onMouseOver?: Handler;
  onMouseLeave?: Handler;
  onFocus?: Handler;
  onBlur?: Handler;
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * MUI's Tooltip, loaded when a pointer or the focus first reaches the child. The child is never
 * wrapped or remounted: the Tooltip arrives beside it, opened and closed by the child's own
 * pointer and focus events, with its popper anchored on the child. (A Tooltip that wrapped the
 * child when it arrived remounted it: a click whose press and release fell on either side of that
 * was lost.) The child is named and described as MUI's Tooltip would: `describeChild` points
 * `aria-describedby` at the open tooltip, else a text title names a child that has no name.
 */
export function DeferredTooltip({
  children,
  title,
  describeChild = false,
  ...props
}: Omit<TooltipProps, 'children' | 'open' | 'onOpen' | 'onClose'> & { children: ReactElement<ChildProps> }) {
  const [open, setOpen] = useState(false);
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loadedTooltip);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const tooltipId = useId();
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  const reached = () => {
    show();
    if (!Tooltip) void loadTooltip().then((loaded) => setTooltip(() => loaded), hide);
  };
  const own = children.props;
  const then = (action: () => void, handler: Handler) => (event: SyntheticEvent) => {
    action();
    handler?.(event);
  };
  const hasTitle = title !== '' && title !== null && title !== undefined;
  return (
    <>
      {cloneElement(children, {
        onMouseOver: then(reached, own.onMouseOver),
        onMouseLeave: then(hide, own.onMouseLeave),
        onFocus: then(reached, own.onFocus),
        onBlur: then(hide, own.onBlur),
        ref: setAnchor,
        'aria-describedby':
          describeChild && open && hasTitle && Tooltip ? tooltipId : own['aria-describedby'],
        'aria-label':
          !describeChild && typeof title === 'string' && title
            ? (own['aria-label'] ?? title)
            : own['aria-label'],
      })}
      {Tooltip && anchor && (
        <Tooltip
          {...props}
          title={title}
          id={tooltipId}
          open={open}
          onOpen={show}
          onClose={hide}
          slotProps={{ ...props.slotProps, popper: { ...props.slotProps?.popper, anchorEl: anchor } }}
        >
          {/* MUI's Tooltip must wrap an element; the popper is anchored on the child instead. */}
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
