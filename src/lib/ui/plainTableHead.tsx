import type { ReactNode } from 'react';
import { alpha, lighten, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { ICON_PATHS } from './iconPaths';
import { focusRing, PlainIcon } from './plainControls';

/** MUI's TableCell border (its divider, lightened), for head and body cells alike. */
export const tableCellBorder = (t: Theme) => `1px solid ${lighten(alpha(t.palette.divider, 1), 0.88)}`;

/**
 * A table head of plain `<th>`s, for a table's `sx`: MUI's head TableCell (and `th.checkbox`,
 * its checkbox padding), and `button.sort-label`, its TableSortLabel. The MUI head of a six-column
 * table with two sort labels was some 55 components.
 */
export const plainHeadStyles = (
  t: Theme,
  { sticky = false }: { sticky?: boolean } = {},
): Record<string, SystemStyleObject<Theme>> => ({
  '& thead th': {
    // A sticky head stays on top of a scrolling table, as MUI's `stickyHeader` cells do.
    ...(sticky && { position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.default' }),
    ...t.typography.body2,
    p: 2,
    textAlign: 'left',
    verticalAlign: 'inherit',
    borderBottom: tableCellBorder(t),
    color: 'text.primary',
    lineHeight: t.typography.pxToRem(24),
    fontWeight: t.typography.fontWeightMedium,
  },
  '& thead th.checkbox': { width: 48, p: '0 0 0 4px' },
  '& thead th.align-right': { textAlign: 'right' },
  '& button.sort-label': {
    display: 'inline-flex',
    alignItems: 'center',
    p: 0,
    border: 0,
    bgcolor: 'transparent',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    '& svg': {
      mx: 0.5,
      opacity: 0,
      transition: t.transitions.create(['opacity', 'transform'], {
        duration: t.transitions.duration.shorter,
      }),
    },
    '&:hover, &:focus': { color: 'text.secondary', '& svg': { opacity: 0.5 } },
    '&:focus-visible': focusRing(t),
    '&[data-active]': { color: 'text.primary', '& svg': { opacity: 1, color: 'text.secondary' } },
    '&[data-direction="asc"] svg': { transform: 'rotate(180deg)' },
  },
});

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
      <PlainIcon d={ICON_PATHS.arrowDownward} size={18} />
    </button>
  );
}
