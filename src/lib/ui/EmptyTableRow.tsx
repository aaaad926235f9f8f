import type { ReactNode } from 'react';

/**
 * The one row of a table with nothing to show: why, centred across every column (MUI's body cell
 * look, `td.plain-empty-cell` in plainControls.css).
 */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td className="plain-empty-cell" colSpan={colSpan}>
        {children}
      </td>
    </tr>
  );
}
