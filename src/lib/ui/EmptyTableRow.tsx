import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, lighten } from '@mui/material/styles';

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
          borderBottom: `1px solid ${lighten(alpha(t.palette.divider, 1), 0.88)}`,
        })}
      >
        {children}
      </Box>
    </tr>
  );
}
