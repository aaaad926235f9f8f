import type { ReactNode } from 'react';
import { TableCell, TableRow } from '@mui/material';

/** The one row of a table with nothing to show: why, centred across every column. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
