import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { tableCellBorder } from './plainTableHead';

/** The one row of a table with nothing to show: why, centred across every column (MUI's body cell look). */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <Box
        component="td"
        colSpan={colSpan}
        sx={(t) => ({
          ...t.typography.body2,
          p: 2,
          py: 4,
          textAlign: 'center',
          verticalAlign: 'inherit',
          color: 'text.secondary',
          borderBottom: tableCellBorder(t),
        })}
      >
        {children}
      </Box>
    </tr>
  );
}
