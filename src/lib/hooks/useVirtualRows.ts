import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

interface VirtualRowsOptions<T> {
  items: readonly T[];
  rowHeight: number;
  /** A stable key per row (usually its id). */
  itemKey: (item: T) => string | number;
  overscan?: number;
}

/**
 * The set-up of a virtualised table: only the rows in view (plus `overscan`) mount; spacer rows of
 * `paddingTop` / `paddingBottom` keep the scroll height. Put `scrollRef` on the scrolling container.
 */
export function useVirtualRows<T>({ items, rowHeight, itemKey, overscan = 8 }: VirtualRowsOptions<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the rows are memoised instead
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
  });
  const rows = virtualizer.getVirtualItems();
  const paddingTop = rows[0]?.start ?? 0;
  const paddingBottom = rows.length ? virtualizer.getTotalSize() - rows[rows.length - 1]!.end : 0;
  return { scrollRef, virtualizer, rows, paddingTop, paddingBottom };
}
