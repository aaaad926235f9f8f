import { useRef } from 'react';
import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  useVirtualizer,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';

/** Virtualisers whose box has been measured (until then the library uses `initialRect`). */
const measured = new WeakSet<Virtualizer<HTMLDivElement, Element>>();

/**
 * The scroll box's size as ResizeObserver reports it, after the browser's own layout. The library
 * reads it at once in a layout effect, which forces a layout of the freshly committed page inside
 * the commit (about 45 ms at 4x CPU on the CRM). Without ResizeObserver (jsdom), the library's way.
 */
function observeRectAfterLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  const noteRect = (rect: { width: number; height: number }) => {
    measured.add(instance);
    onRect(rect);
  };
  if (!element || !Observer) return observeElementRect(instance, noteRect);
  const observer = new Observer(() => noteRect({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

type BoxOptions = VirtualizerOptions<HTMLDivElement, Element>;

/** Scroll boxes that have left the top: by a scroll of the person's, or a write of ours. */
const movedBoxes = new WeakSet<Element>();

const observeOffsetNotingMoves: BoxOptions['observeElementOffset'] = (instance, onOffset) => {
  const element = instance.scrollElement;
  return observeElementOffset(instance, (offset, isScrolling) => {
    if (element) movedBoxes.add(element);
    onOffset(offset, isScrolling);
  });
};

/**
 * The library writes the scroll offset when it attaches to a box: 0 for a new one. A box that has
 * never moved is at 0 already, and writing scrollTop forces a layout of the freshly committed page
 * inside the commit (about 50 ms at 4x CPU on the CRM): that write is left out.
 */
const scrollUnlessAtTop: BoxOptions['scrollToFn'] = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && offset + (options.adjustments ?? 0) === 0 && !movedBoxes.has(element)) return;
  if (element) movedBoxes.add(element);
  elementScroll(offset, options, instance);
};

/** Rows the first render mounts before the box has been measured (about a box's worth). */
const FIRST_RENDER_ROWS = 8;

interface VirtualRowsOptions<T> {
  items: readonly T[];
  rowHeight: number;
  /** A stable key per row (usually its id). */
  itemKey: (item: T) => string | number;
  /**
   * Rows mounted beyond each edge of the box. A scroll renders its new rows before the frame
   * paints (the virtualiser flushes in the scroll event), so a few are enough; each one more is
   * laid out again on every frame of a scroll.
   */
  overscan?: number;
  /**
   * The scrolling container, when a parent renders it (held in the parent's state: its ref is
   * attached after this hook's first layout effect). Else put the returned `scrollRef` on it.
   */
  scrollElement?: HTMLDivElement | null;
}

/**
 * The set-up of a virtualised table: only the rows in view (plus `overscan`) mount; spacer rows of
 * `paddingTop` / `paddingBottom` keep the scroll height. Put `scrollRef` on the scrolling container.
 * `rest` is how far the rows reach below the box's bottom edge, in px (null until the box is measured).
 */
export function useVirtualRows<T>({
  items,
  rowHeight,
  itemKey,
  overscan = 3,
  scrollElement,
}: VirtualRowsOptions<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the rows are memoised instead
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => (scrollElement === undefined ? scrollRef.current : scrollElement),
    estimateSize: () => rowHeight,
    // Until the box's size is known (just after the first layout): a box's worth of rows.
    initialRect: { width: 0, height: rowHeight * FIRST_RENDER_ROWS },
    observeElementRect: observeRectAfterLayout,
    observeElementOffset: observeOffsetNotingMoves,
    scrollToFn: scrollUnlessAtTop,
    overscan,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
  });
  const rows = virtualizer.getVirtualItems();
  const paddingTop = rows[0]?.start ?? 0;
  const paddingBottom = rows.length ? virtualizer.getTotalSize() - rows[rows.length - 1]!.end : 0;
  // Read from what the observers reported: reading the box itself during a render or an effect
  // would force a layout of the page in the middle of the commit.
  const rest =
    measured.has(virtualizer) && virtualizer.scrollRect
      ? virtualizer.getTotalSize() - (virtualizer.scrollOffset ?? 0) - virtualizer.scrollRect.height
      : null;
  return { scrollRef, virtualizer, rows, paddingTop, paddingBottom, rest };
}
