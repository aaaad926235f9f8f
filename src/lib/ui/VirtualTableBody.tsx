import type { ReactNode } from 'react';
import TableBody from '@mui/material/TableBody';
import type { VirtualItem } from '@tanstack/react-virtual';
import { EmptyTableRow } from './EmptyTableRow';

interface VirtualTableBodyProps<T> {
  items: readonly T[];
  /** From useVirtualRows: the rows in view and the spacers' heights. */
  view: { rows: VirtualItem[]; paddingTop: number; paddingBottom: number };
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

/** A virtualised table's body: the rows in view between spacer rows that keep the scroll height. */
export function VirtualTableBody<T>({ items, view, columns, emptyText, children }: VirtualTableBodyProps<T>) {
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
