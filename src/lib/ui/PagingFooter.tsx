import { useId } from 'react';
import { styled } from '@mui/material/styles';
import { formatNumber } from '@/lib/format/numbers';
import { clampPage, lastPageIndex } from '@/lib/paging';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { focusRing } from './plainControls';

const Footer = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  minHeight: 52,
  padding: '0 8px 0 16px',
  color: theme.palette.text.primary,
  '& .rows-select': { position: 'relative', display: 'inline-flex', margin: '0 32px 0 8px' },
  '& select': {
    font: 'inherit',
    color: 'inherit',
    appearance: 'none',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'none',
    padding: '4px 24px 4px 8px',
    fieldSizing: 'content', // as wide as the chosen size, as MUI's select is (else the widest option's)
    cursor: 'pointer',
    '&:focus-visible': focusRing(theme),
  },
  '& .rows-select svg': {
    position: 'absolute',
    right: 0,
    top: 'calc(50% - 12px)',
    color: theme.palette.action.active,
    pointerEvents: 'none',
  },
  '& .actions': { display: 'inline-flex', marginLeft: 20 },
  '& p': { margin: 0 },
}));

interface PagingFooterProps {
  total: number;
  /** 0-based, as asked; the footer shows the last page that still has rows. */
  page: number;
  size: number;
  sizes: readonly number[];
  onPageChange: (page: number) => void;
  /** A new page size starts again from the first page. */
  onSizeChange: (size: number) => void;
}

/**
 * The paging footer under a table: rows per page, 'x–y of n', previous / next. MUI's
 * TablePagination, with its texts and names, as plain elements and a native select: MUI's is some
 * 60 components (its Select alone brings Menu, Popover and Modal) and formats with the locale.
 */
export function PagingFooter({ total, page, size, sizes, onPageChange, onSizeChange }: PagingFooterProps) {
  const selectId = useId();
  const shown = clampPage(page, total, size);
  const from = total === 0 ? 0 : shown * size + 1;
  const to = Math.min(total, (shown + 1) * size);
  return (
    <Footer>
      <label htmlFor={selectId}>Rows per page:</label>
      <span className="rows-select">
        <select id={selectId} value={size} onChange={(e) => onSizeChange(Number(e.target.value))}>
          {sizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ArrowDropDownIcon />
      </span>
      <p>{`${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(total)}`}</p>
      <span className="actions">
        <button
          type="button"
          className="plain-icon-button medium inherit"
          aria-label="Go to previous page"
          title="Go to previous page"
          disabled={shown === 0}
          onClick={() => onPageChange(shown - 1)}
        >
          <NavigateBeforeIcon />
        </button>
        <button
          type="button"
          className="plain-icon-button medium inherit"
          aria-label="Go to next page"
          title="Go to next page"
          disabled={shown >= lastPageIndex(total, size)}
          onClick={() => onPageChange(shown + 1)}
        >
          <NavigateNextIcon />
        </button>
      </span>
    </Footer>
  );
}
