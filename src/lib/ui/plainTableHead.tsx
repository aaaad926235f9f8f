import type { ReactNode } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';

// A PlainTable's head is plain `<th>`s (MUI's head TableCell; `th.checkbox`, its checkbox padding;
// `th.align-right`) and PlainSortLabel, drawn by plainControls.css. The MUI head of a six-column
// table with two sort labels was some 55 components.

/** `aria-sort` for a column sorted this way (none when another column is). */
export const ariaSort = (active: boolean, direction: 'asc' | 'desc') =>
  active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined;

/** MUI's TableSortLabel as a button: the label, then an arrow (down: descending). */
export function PlainSortLabel({
  active,
  direction,
  onClick,
  children,
}: {
  active: boolean;
  direction: 'asc' | 'desc';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="sort-label"
      data-active={active || undefined}
      data-direction={direction}
      onClick={onClick}
    >
      {children}
      <ArrowDownwardIcon sx={{ fontSize: 18 }} />
    </button>
  );
}
