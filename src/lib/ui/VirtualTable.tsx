import { useState, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { useVirtualRows } from '../hooks/useVirtualRows';
import { EmptyTableRow } from './EmptyTableRow';
import { PlainTable } from './PlainTable';

interface VirtualRowsProps<T> {
  items: readonly T[];
  rowHeight: number;
  /** A stable key per row (usually its id). */
  itemKey: (item: T) => string | number;
  overscan?: number;
  /** The table's column count, for the empty row. */
  columns: number;
  emptyText: ReactNode;
  /** One row (with its key). */
  children: (item: T) => ReactNode;
}

interface VirtualTableBodyProps<T> extends VirtualRowsProps<T> {
  /** The table's scrolling container (rendered by the table, above this body; null until mounted). */
  scrollElement: HTMLDivElement | null;
}

/**
 * A virtualised table's scrolling container: at most about ten rows high, the head sticky in it.
 * Its background is opaque (the paper's, as behind it): the browser then scrolls it on the
 * compositor, as a layer, instead of painting the rows in view again on every frame (it keeps
 * a see-through scroller in the page's layer to keep sub-pixel text).
 */
const VIRTUAL_SCROLL_BOX = {
  maxHeight: 'min(65vh, 640px)',
  overflow: 'auto',
  bgcolor: 'background.paper',
} as const;

/**
 * The styles of a virtualised table's rows, set once on the table: rows are plain `<tr class=
 * "{rowClass}">` elements (cheap to mount while scrolling) of a fixed height. Each cell contains
 * its paint: a scroll mounts rows and lays the table out again, and the browser then re-records
 * only the cells that changed, not every cell in view (half the paint time of a scrolled frame).
 */
export const plainRowStyles = (rowClass: string, height: number) => ({
  [`& tr.${rowClass}`]: { height },
  [`& tr.${rowClass}:hover`]: { bgcolor: 'action.hover' },
  [`& tr.${rowClass} > td`]: {
    px: 2,
    py: 0.5,
    borderBottom: 1,
    borderColor: 'divider',
    typography: 'body2',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    contain: 'paint',
  },
});

/**
 * A virtualised table's body: the rows in view between spacer rows that keep the scroll height.
 * It holds the virtualiser, so a scroll re-renders the body alone: the table above it, whose
 * `sx` sets the rows' look, is not styled again on every scroll event.
 */
function VirtualTableBody<T>({
  items,
  scrollElement,
  rowHeight,
  itemKey,
  overscan,
  columns,
  emptyText,
  children,
}: VirtualTableBodyProps<T>) {
  const view = useVirtualRows({ items, rowHeight, itemKey, overscan, scrollElement });
  return (
    <tbody>
      {view.paddingTop > 0 && <tr aria-hidden style={{ height: view.paddingTop }} />}
      {view.rows.map((row) => {
        const item = items[row.index];
        return item === undefined ? null : children(item);
      })}
      {view.paddingBottom > 0 && <tr aria-hidden style={{ height: view.paddingBottom }} />}
      {items.length === 0 && <EmptyTableRow colSpan={columns}>{emptyText}</EmptyTableRow>}
    </tbody>
  );
}

/**
 * A table with a sticky head whose rows are virtualised, in its own scrolling box: a 1,000-row
 * page mounts only the rows in view (plus a few). `sx` styles the head, rows and cells.
 */
export function VirtualTable<T>({
  label,
  sx,
  head,
  testId,
  busy,
  ...rows
}: VirtualRowsProps<T> & {
  label: string;
  sx: SxProps<Theme>;
  head: ReactNode;
  testId?: string;
  /** The rows shown are about to be replaced (see PlainTable). */
  busy?: boolean;
}) {
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  return (
    <PlainTable
      label={label}
      sticky
      sx={sx}
      containerRef={setScrollBox}
      containerSx={VIRTUAL_SCROLL_BOX}
      busy={busy}
      data-testid={testId}
    >
      {head}
      <VirtualTableBody {...rows} scrollElement={scrollBox} />
    </PlainTable>
  );
}
