import type { ReactNode } from 'react';
import TableBody from '@mui/material/TableBody';
import { useVirtualRows } from '../hooks/useVirtualRows';
import { EmptyTableRow } from './EmptyTableRow';

interface VirtualTableBodyProps<T> {
  items: readonly T[];
  /** The table's scrolling container (rendered by the table, above this body; null until mounted). */
  scrollElement: HTMLDivElement | null;
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

/**
 * The styles of a virtualised table's rows, set once on the table: rows are plain `<tr class=
 * "{rowClass}">` elements (cheap to mount while scrolling) of a fixed height.
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
  },
});

/**
 * A virtualised table's body: the rows in view between spacer rows that keep the scroll height.
 * It holds the virtualiser, so a scroll re-renders the body alone: the table above it, whose
 * `sx` sets the rows' look, is not styled again on every scroll event.
 */
export function VirtualTableBody<T>({
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
    <TableBody>
      {view.paddingTop > 0 && <tr aria-hidden style={{ height: view.paddingTop }} />}
      {view.rows.map((row) => {
        const item = items[row.index];
        return item === undefined ? null : children(item);
      })}
      {view.paddingBottom > 0 && <tr aria-hidden style={{ height: view.paddingBottom }} />}
      {items.length === 0 && <EmptyTableRow colSpan={columns}>{emptyText}</EmptyTableRow>}
    </TableBody>
  );
}
